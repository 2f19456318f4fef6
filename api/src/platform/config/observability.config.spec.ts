import { ConfigError } from './config-error';
import { loadObservabilityConfig } from './observability.config';

describe('observability config', () => {
  it('logs JSON at info in production, short lines in development, only warnings in tests, metrics off', () => {
    expect(loadObservabilityConfig({ NODE_ENV: 'production' })).toEqual({ level: 'info', format: 'json', metricsEnabled: false, metricsToken: undefined });
    expect(loadObservabilityConfig({})).toEqual(expect.objectContaining({ level: 'info', format: 'text' }));
    expect(loadObservabilityConfig({ NODE_ENV: 'test' })).toEqual(expect.objectContaining({ level: 'warn', format: 'text' }));
    expect(loadObservabilityConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug', LOG_FORMAT: 'json' })).toEqual(expect.objectContaining({ level: 'debug', format: 'json' }));
  });

  it('refuses a level or format it does not know', () => {
    expect(() => loadObservabilityConfig({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"');
    expect(() => loadObservabilityConfig({ LOG_FORMAT: 'pretty' })).toThrow(ConfigError);
  });

  it('needs a long METRICS_TOKEN when metrics are on, and ignores one when they are off', () => {
    expect(() => loadObservabilityConfig({ METRICS_ENABLED: 'true' })).toThrow('METRICS_TOKEN is required when METRICS_ENABLED=true');
    expect(() => loadObservabilityConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(() => loadObservabilityConfig({ METRICS_ENABLED: 'yes' })).toThrow('METRICS_ENABLED must be one of true, false');
    const token = 'a-long-enough-metrics-token';
    expect(loadObservabilityConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: token })).toEqual(expect.objectContaining({ metricsEnabled: true, metricsToken: token }));
    expect(loadObservabilityConfig({ METRICS_TOKEN: token }).metricsToken).toBeUndefined();
  });
});

import { Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { observabilityConfig, type ObservabilityConfig } from '../config';
import { createHttpLogger, createLogger, type HttpLogger } from './http-logger';
import { Metrics } from './metrics.service';

/** Where log lines go: standard output, unless a test puts a stream of its own here. */
export const LOG_DESTINATION = Symbol('LOG_DESTINATION');
export const HTTP_LOGGER = Symbol('HTTP_LOGGER');

/**
 * Logs and metrics (docs/decisions/0044). The request logger is applied by setUpObservability,
 * first of all middleware, so requests refused before routing are logged too; nestjs-pino's
 * `Logger` then writes Nest `Logger` calls through the same pino, with the request id.
 */
@Global()
@Module({
  imports: [
    LoggerModule.forRootAsync({
      providers: [
        { provide: LOG_DESTINATION, useValue: null },
        {
          provide: HTTP_LOGGER,
          inject: [observabilityConfig.KEY, LOG_DESTINATION],
          useFactory: (config: ObservabilityConfig, destination: DestinationStream | null) => createHttpLogger(createLogger(config, destination)),
        },
      ],
      inject: [HTTP_LOGGER],
      // No routes: Nest would add its middleware as route layers for every method; setUpObservability binds instead.
      useFactory: (http: HttpLogger) => ({ pinoHttp: { logger: http.logger }, useExisting: true, forRoutes: [] }),
    }),
  ],
  providers: [Metrics],
  exports: [Metrics],
})
export class ObservabilityModule {}

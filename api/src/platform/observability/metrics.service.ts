import { HttpException, Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { observabilityConfig, type ObservabilityConfig } from '../config';
import { COUNTERS, type CounterLabels, type CounterName, type Outcome } from './metric-names';

const outcomeOf = (error: unknown): Outcome =>
  error instanceof HttpException && error.getStatus() < 500 ? 'refused' : 'failed';

/**
 * The app's Prometheus registry, one per app (tests run several in a process). Counting is cheap
 * and always on; process metrics are collected only when the endpoint is on.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly counters = new Map(
    Object.entries(COUNTERS).map(([name, { help, labelNames }]) => [
      name,
      new Counter({ name, help, labelNames: [...labelNames], registers: [this.registry] }),
    ]),
  );

  constructor(@Inject(observabilityConfig.KEY) config: ObservabilityConfig) {
    if (config.metricsEnabled) collectDefaultMetrics({ register: this.registry });
  }

  count<N extends CounterName>(name: N, labels: CounterLabels<N>): void {
    this.counters.get(name)?.inc(labels);
  }

  /** Runs `work` and counts how it ended under `outcome`; its result or error passes through. */
  async track<N extends CounterName, T>(name: N, labels: Omit<CounterLabels<N>, 'outcome'>, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      this.count(name, { ...labels, outcome: 'ok' } as CounterLabels<N>);
      return result;
    } catch (error) {
      this.count(name, { ...labels, outcome: outcomeOf(error) } as CounterLabels<N>);
      throw error;
    }
  }
}

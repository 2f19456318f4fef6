import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ObservabilityConfig } from '../config';
import type { Metrics } from './metrics.service';

export const METRICS_PATH = 'metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

function carriesToken(req: Request, token: string): boolean {
  const [scheme, given] = (req.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && !!given && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` for Prometheus, a plain Express handler ahead of Nest's guards: a scrape touches
 * no database (no rate-limit counter), so it still answers while MongoDB is away.
 */
export function metricsEndpoint(config: ObservabilityConfig, metrics: Metrics) {
  return async (req: Request, res: Response): Promise<void> => {
    if (!config.metricsEnabled || !config.metricsToken) {
      res.status(404).json({ error: `Cannot GET ${req.path}` });
      return;
    }
    if (!carriesToken(req, config.metricsToken)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').json({ error: 'A valid metrics token is required' });
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

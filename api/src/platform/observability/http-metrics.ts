import type { NextFunction, Request, Response } from 'express';
import { routeOf } from './http-route';
import type { Metrics } from './metrics.service';

/** Counts and times every request once its answer is sent, labelled by route pattern and status class. */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpDuration.startTimer();
    res.once('close', () => {
      const labels = { method: req.method, route: routeOf(req), status: `${Math.floor(res.statusCode / 100)}xx` };
      metrics.httpRequests.inc(labels);
      stop(labels);
    });
    next();
  };
}

import { formatTextLine } from './text-log-stream';

describe('text log lines for development', () => {
  it('writes a request as method, route pattern, status, duration and id', () => {
    const line = { level: 'info', time: '2026-11-23T22:48:39.123Z', requestId: 'edge-7f3a9c21', method: 'GET', route: '/api/v1/learning/:id', status: 200, durationMs: 12, msg: 'request completed' };
    expect(formatTextLine(line)).toBe('22:48:39 INFO  GET /api/v1/learning/:id 200 12 ms (edge-7f3a9c21)\n');
  });

  it('writes a Nest Logger call with its context', () => {
    expect(formatTextLine({ level: 'warn', time: '2026-11-23T22:48:39.123Z', context: 'Reminders', msg: 'Weekly digest run failed' })).toBe(
      '22:48:39 WARN  [Reminders] Weekly digest run failed\n',
    );
  });
});

import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import { loadObservabilityConfig } from '../config';
import { Metrics } from './metrics.service';

describe('Metrics.track', () => {
  it('counts work that ends well, refused as bad input, or failed, and passes results and errors through', async () => {
    const metrics = new Metrics(loadObservabilityConfig({}));
    const job = { job: 'weekly-reminder-digests' };
    await expect(metrics.track('job_runs_total', job, async () => 'done')).resolves.toBe('done');
    await expect(metrics.track('job_runs_total', job, () => Promise.reject(new BadRequestException('no')))).rejects.toThrow('no');
    await expect(metrics.track('job_runs_total', job, () => Promise.reject(new ServiceUnavailableException()))).rejects.toThrow();
    await expect(metrics.track('job_runs_total', job, () => Promise.reject(new Error('mongod gone')))).rejects.toThrow('mongod gone');

    const text = await metrics.registry.metrics();
    expect(text).toContain('job_runs_total{job="weekly-reminder-digests",outcome="ok"} 1');
    expect(text).toContain('job_runs_total{job="weekly-reminder-digests",outcome="refused"} 1');
    expect(text).toContain('job_runs_total{job="weekly-reminder-digests",outcome="failed"} 2');
    expect(text).not.toContain('process_cpu');
  });
});

import { Global, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Agenda } from 'agenda';
import type { Connection } from 'mongoose';
import { Metrics } from '../observability';
import { type RecurringJob, startRecurringJob } from './agenda';

/** Starts the schedulers' recurring jobs on this database and stops them all on shutdown. */
@Injectable()
export class RecurringJobs implements OnApplicationShutdown {
  private readonly agendas: Agenda[] = [];

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly metrics: Metrics,
  ) {}

  async start(job: RecurringJob): Promise<void> {
    this.agendas.push(await startRecurringJob(this.connection, job, this.metrics));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.agendas.splice(0).map((agenda) => agenda.stop()));
  }
}

@Global()
@Module({ providers: [RecurringJobs], exports: [RecurringJobs] })
export class RecurringJobsModule {}

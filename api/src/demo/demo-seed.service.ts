import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectConnection } from '@nestjs/mongoose';
import { normaliseResourceUrl, resourceSource } from '@trail/shared';
import mongoose, { type Connection, type Model } from 'mongoose';
import { hashPassword } from '../auth/passwords';
import { UsersService } from '../users/users.service';
import { DemoAccounts } from './demo-accounts';
import { DEMO_LEARNER, DEMO_MENTOR, DEMO_PASSWORD, DEMO_RESOURCES, DEMO_TODOS } from './demo-data';
import { demoConfig } from './demo.config';

const DAY_MS = 86_400_000;

/** Spreads items over this week (Sunday first) up to now, so the Performance chart shows bars. */
export function spreadOverThisWeek<T>(items: readonly T[], now = new Date()): { item: T; at: Date }[] {
  const sunday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const days = now.getDay() + 1;
  return items.map((item, index) => {
    const day = index % days;
    const at = new Date(sunday.getTime() + day * DAY_MS + 9 * 3_600_000 + index * 60_000);
    return { item, at: at > now ? new Date(now.getTime() - (index + 1) * 60_000) : at };
  });
}

/** With DEMO_DATA=true (npm start), makes a demo learner and mentor with saved learning, once. */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(demoConfig.KEY) private readonly config: ConfigType<typeof demoConfig>,
    private readonly users: UsersService,
    @InjectConnection() private readonly connection: Connection,
    private readonly demoAccounts: DemoAccounts,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.enabled) await this.seed();
    await this.rememberDemoAccounts();
  }

  /** Once at start: a demo account made after this instance started is read-only from its next start. */
  private async rememberDemoAccounts(): Promise<void> {
    for (const id of await this.users.idsByEmail(this.config.accountEmails)) this.demoAccounts.add(id);
  }

  async seed(): Promise<void> {
    const password = await hashPassword(DEMO_PASSWORD);
    await this.users.ensureAccount({ ...DEMO_MENTOR, password });
    const learner = await this.users.ensureAccount({ ...DEMO_LEARNER, password, reminder: { gmail: true, whatsapp: false } });
    await this.ensureLearning(learner);
    await this.ensureTodos(learner);
  }

  /**
   * Learning and to-dos belong to their own modules; their models are looked up, not redefined.
   * Documents are cast by the model (so ids are stored as that module stores them) but written
   * directly, so the dates spread over the week survive the automatic timestamps.
   */
  private async insertDated(model: Model<Record<string, unknown>>, items: { doc: object; at: Date }[]): Promise<void> {
    const docs = items.map(({ doc, at }) => ({ ...new model(doc).toObject(), createdAt: at, updatedAt: at }));
    await model.collection.insertMany(docs as mongoose.mongo.OptionalId<mongoose.mongo.Document>[]);
  }

  private modelOf(name: string): Model<Record<string, unknown>> | undefined {
    const model = this.connection.models[name] as Model<Record<string, unknown>> | undefined;
    if (!model) this.logger.warn(`No ${name} model registered: demo ${name} items skipped`);
    return model;
  }

  private async ensureLearning(user: string): Promise<void> {
    const resources = this.modelOf('LearningResource');
    if (!resources || (await resources.exists({ user }))) return;
    await this.insertDated(
      resources,
      spreadOverThisWeek(DEMO_RESOURCES).map(({ item, at }) => ({
        at,
        doc: {
          user,
          title: item.title,
          link: item.link,
          normalisedUrl: normaliseResourceUrl(item.link),
          offeredBy: resourceSource(item.link),
          type: item.type,
          microSkill: item.microSkill,
          wishList: { state: Boolean(item.wishList), ...(item.wishList ? { date: at } : {}) },
          reminder: { state: Boolean(item.reminder), ...(item.reminder ? { date: at } : {}) },
          done: Boolean(item.done),
          ...(item.done ? { doneAt: at } : {}),
        },
      })),
    );
    this.logger.log(`Seeded ${DEMO_RESOURCES.length} demo learning resources`);
  }

  private async ensureTodos(user: string): Promise<void> {
    const todos = this.modelOf('Todo');
    if (!todos || (await todos.exists({ user }))) return;
    await this.insertDated(
      todos,
      spreadOverThisWeek(DEMO_TODOS).map(({ item: todo, at }) => ({
        at,
        doc: { user, title: todo.title, done: Boolean(todo.done), ...(todo.done ? { updateDate: at } : {}) },
      })),
    );
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { hashPassword } from '../auth';
import { FieldsService } from '../fields';
import { LearningService } from '../learning';
import { MentorProfilesService } from '../mentors';
import { PathwayAccessService, PathwaysService } from '../pathways';
import { TodosService } from '../todos';
import { AccountRecords } from '../users';
import { DemoAccounts } from './demo-accounts';
import { DEMO_LEARNER, DEMO_MENTOR, DEMO_MENTOR_FIELDS, DEMO_MENTOR_SLOTS, DEMO_PASSWORD, DEMO_RESOURCES, DEMO_TODOS } from './demo-data';
import { demoConfig } from './demo.config';

const DAY_MS = 86_400_000;
const DEMO_PATHWAY_SLUG = 'product-design';

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

/** With DEMO_DATA=true (npm start), makes a demo learner with saved learning and a listed mentor with slots, once. */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');

  constructor(
    @Inject(demoConfig.KEY) private readonly config: ConfigType<typeof demoConfig>,
    private readonly accounts: AccountRecords,
    private readonly learning: LearningService,
    private readonly todos: TodosService,
    private readonly demoAccounts: DemoAccounts,
    private readonly fields: FieldsService,
    private readonly mentors: MentorProfilesService,
    private readonly pathways: PathwaysService,
    private readonly pathwayAccess: PathwayAccessService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.enabled) await this.seed();
    await this.rememberDemoAccounts();
  }

  /** Once at start: a demo account made after this instance started is read-only from its next start. */
  private async rememberDemoAccounts(): Promise<void> {
    for (const id of await this.accounts.idsByEmail(this.config.accountEmails)) this.demoAccounts.add(id);
  }

  async seed(): Promise<void> {
    const password = await hashPassword(DEMO_PASSWORD);
    const mentor = await this.accounts.ensureAccount({ ...DEMO_MENTOR, password });
    const fieldIds = DEMO_MENTOR_FIELDS.map((slug) => this.fields.bySlug(slug)._id);
    if (await this.mentors.seedDemo(mentor, fieldIds, DEMO_MENTOR_SLOTS)) this.logger.log(`Seeded the demo mentor's tracks and ${DEMO_MENTOR_SLOTS.length} weekly slots`);
    const learner = await this.accounts.ensureAccount({ ...DEMO_LEARNER, password, reminder: { gmail: true, whatsapp: false } });
    await this.ensureLearning(learner);
    await this.ensureTodos(learner);
    await this.ensurePathway(learner);
  }

  /** The demo learner holds a Premium plan on the product-design pathway, as if paid in full today. */
  private async ensurePathway(user: string): Promise<void> {
    const pathwayId = await this.pathways.idOfSlug(DEMO_PATHWAY_SLUG);
    if (!pathwayId) return;
    const granted = await this.pathwayAccess.grantIn(undefined, { userId: user, pathwayId, plan: 2, mode: 'full', at: new Date() });
    if (granted.outcome === 'granted') this.logger.log(`Gave the demo learner a plan on the ${DEMO_PATHWAY_SLUG} pathway`);
  }

  private async ensureLearning(user: string): Promise<void> {
    const dated = spreadOverThisWeek(DEMO_RESOURCES).map(({ item, at }) => ({ ...item, at }));
    if (await this.learning.seedDemo(user, dated)) this.logger.log(`Seeded ${DEMO_RESOURCES.length} demo learning resources`);
  }

  private async ensureTodos(user: string): Promise<void> {
    await this.todos.seedDemo(user, spreadOverThisWeek(DEMO_TODOS).map(({ item, at }) => ({ ...item, at })));
  }
}

import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import { forEachConcurrently } from '../common/concurrency/for-each-concurrently';
import { redactContacts } from '../common/logging/redact-contacts';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { appConfig, type AppConfig } from '../config/app.config';
import { remindersConfig, type RemindersConfig } from '../config/reminders.config';
import { MailService } from '../mail/mail.service';
import { type DigestRecipient, UsersService } from '../users/users.service';
import { WhatsAppService } from '../whatsapp/whatsapp.service';
import { DigestReader, type DigestItems, isEmptyDigest } from './digest-reader';
import { isoWeek } from './iso-week';
import { ReminderDelivery, type ReminderChannel } from './schemas/reminder-delivery.schema';
import { UNSUBSCRIBE_LINK_INVALID, UnsubscribeTokenService } from './unsubscribe-token.service';
import { weeklyDigestMail, weeklyDigestWhatsAppParameters } from './weekly-digest.messages';

type Outcome = 'sent' | 'already-sent' | 'failed';

export interface DigestRunReport {
  week: string;
  email: Record<Outcome, number>;
  whatsapp: Record<Outcome, number>;
}

/** Learners handled at once: enough to keep SMTP and WhatsApp busy, few enough not to flood them. */
const DIGEST_CONCURRENCY = 5;

/** An outside service's error, with any e-mail or phone in it masked: logs name learners by id. */
const messageOf = (error: unknown): string => redactContacts(error instanceof Error ? error.message : String(error));

@Injectable()
export class RemindersService {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly users: UsersService,
    @InjectModel(ReminderDelivery.name) private readonly deliveries: Model<ReminderDelivery>,
    private readonly digests: DigestReader,
    private readonly mail: MailService,
    private readonly whatsApp: WhatsAppService,
    private readonly unsubscribeTokens: UnsubscribeTokenService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(remindersConfig.KEY) private readonly config: RemindersConfig,
  ) {}

  /**
   * One digest per opted-in learner, per channel, for the ISO week `now` falls in. Safe to run
   * again or on several instances at once: each (learner, week, channel) is claimed before sending.
   * Sends to a few learners at a time; `heartbeat` runs after each one (the job keeps its lock).
   */
  async sendWeeklyDigests(now: Date, heartbeat: () => Promise<void> = async () => undefined): Promise<DigestRunReport> {
    const week = isoWeek(now, this.config.timezone);
    const report: DigestRunReport = { week, email: counts(), whatsapp: counts() };
    const learners = this.users.digestRecipients();
    try {
      await forEachConcurrently(learners, DIGEST_CONCURRENCY, async (learner) => {
        await this.digestFor(learner, week, report).catch((error: unknown) =>
          this.logger.error(`Weekly digest for learner ${learner._id.toString()} failed: ${messageOf(error)}`),
        );
        await heartbeat();
      });
    } finally {
      await learners.close();
    }
    this.logger.log(`Weekly digests for ${week}: ${JSON.stringify({ email: report.email, whatsapp: report.whatsapp })}`);
    return report;
  }

  private async digestFor(learner: DigestRecipient, week: string, report: DigestRunReport): Promise<void> {
    const items = await this.digests.itemsFor(learner._id);
    if (isEmptyDigest(items)) return;
    if (learner.reminder?.gmail) {
      report.email[await this.deliverOnce(learner, week, 'email', () => this.sendEmail(learner, items))] += 1;
    }
    if (learner.reminder?.whatsapp && learner.phone) {
      const phone = learner.phone;
      report.whatsapp[await this.deliverOnce(learner, week, 'whatsapp', () => this.sendWhatsApp(phone, learner, items))] += 1;
    }
  }

  /** A 400 for a tampered or foreign unsubscribe link; changes nothing. */
  checkUnsubscribeLink(token: string | undefined): string {
    const userId = this.unsubscribeTokens.verify(token);
    if (!isValidObjectId(userId)) throw new BadRequestException(UNSUBSCRIBE_LINK_INVALID);
    return userId;
  }

  /** Turns the learner's e-mail reminders off; doing it again changes nothing. */
  async unsubscribe(token: string | undefined): Promise<void> {
    const userId = this.checkUnsubscribeLink(token);
    await this.users.turnOffEmailReminders(userId);
  }

  /** At most once: a failed send is recorded, not retried, so nobody ever gets the same week twice. */
  private async deliverOnce(
    learner: DigestRecipient,
    week: string,
    channel: ReminderChannel,
    send: () => Promise<void>,
  ): Promise<Outcome> {
    try {
      await this.deliveries.create({ user: learner._id, week, channel });
    } catch (error) {
      if (isDuplicateKey(error)) return 'already-sent';
      throw error;
    }
    try {
      await send();
      await this.deliveries.updateOne({ user: learner._id, week, channel }, { $set: { status: 'sent' } });
      return 'sent';
    } catch (error) {
      const message = messageOf(error);
      this.logger.warn(`Weekly ${channel} digest to learner ${learner._id.toString()} failed: ${message}`);
      await this.deliveries.updateOne({ user: learner._id, week, channel }, { $set: { status: 'failed', error: message } });
      return 'failed';
    }
  }

  private sendEmail(learner: DigestRecipient, items: DigestItems): Promise<void> {
    const token = this.unsubscribeTokens.sign(learner._id.toString());
    const unsubscribe = `${this.app.publicApiUrl}/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    return this.mail.send(weeklyDigestMail(learner.email, learner.firstName, items, { plan: this.planUrl(), unsubscribe }));
  }

  private sendWhatsApp(phone: string, learner: DigestRecipient, items: DigestItems): Promise<void> {
    return this.whatsApp.sendTemplate(phone, weeklyDigestWhatsAppParameters(learner.firstName, items, this.planUrl()));
  }

  private planUrl(): string {
    return `${this.app.dashboardUrl}/plan`;
  }
}

const counts = (): Record<Outcome, number> => ({ sent: 0, 'already-sent': 0, failed: 0 });

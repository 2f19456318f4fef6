import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import { forEachConcurrently } from '../platform/concurrency';
import { appConfig, type AppConfig, remindersConfig, type RemindersConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { type DeliveryChannel, DeliveryClaims, deliveryError, type DeliveryOutcome } from '../outbox';
import { type DigestRecipient, ReminderRecords, whatsAppNumberOf } from '../users';
import { WhatsAppService } from '../integrations/whatsapp';
import { DigestReader, type DigestItems, isEmptyDigest } from './digest-reader';
import { isoWeek } from './iso-week';
import { UNSUBSCRIBE_LINK_INVALID, UnsubscribeTokenService } from './unsubscribe-token.service';
import { weeklyDigestMail, weeklyDigestWhatsAppParameters } from './weekly-digest.messages';

export interface DigestRunReport {
  week: string;
  email: Record<DeliveryOutcome, number>;
  whatsapp: Record<DeliveryOutcome, number>;
}

/** Learners handled at once: enough to keep SMTP and WhatsApp busy, few enough not to flood them. */
const DIGEST_CONCURRENCY = 5;


@Injectable()
export class RemindersService {
  private readonly logger = new Logger('Reminders');

  constructor(
    private readonly reminderRecords: ReminderRecords,
    private readonly deliveries: DeliveryClaims,
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
    const learners = this.reminderRecords.digestRecipients();
    try {
      await forEachConcurrently(learners, DIGEST_CONCURRENCY, async (learner) => {
        await this.digestFor(learner, week, report).catch((error: unknown) =>
          this.logger.error(`Weekly digest for learner ${learner._id.toString()} failed: ${deliveryError(error)}`),
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
    const phone = whatsAppNumberOf(learner);
    if (phone) {
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
    await this.reminderRecords.turnOffEmailReminders(userId);
  }

  private deliverOnce(learner: DigestRecipient, week: string, channel: DeliveryChannel, send: () => Promise<void>): Promise<DeliveryOutcome> {
    const label = `Weekly ${channel} digest to learner ${learner._id.toString()}`;
    return this.deliveries.deliverOnce({ user: learner._id, occasion: week, channel, label }, send);
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

const counts = (): Record<DeliveryOutcome, number> => ({ sent: 0, 'already-sent': 0, failed: 0 });

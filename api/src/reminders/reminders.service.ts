import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { isValidObjectId, type Model } from 'mongoose';
import { isDuplicateKey } from '../common/database/duplicate-key';
import { appConfig, type AppConfig } from '../config/app.config';
import { remindersConfig, type RemindersConfig } from '../config/reminders.config';
import { MailService } from '../mail/mail.service';
import { User, type UserDocument } from '../users/schemas/user.schema';
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

@Injectable()
export class RemindersService {
  private readonly logger = new Logger('Reminders');

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
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
   */
  async sendWeeklyDigests(now: Date): Promise<DigestRunReport> {
    const week = isoWeek(now, this.config.timezone);
    const report: DigestRunReport = { week, email: counts(), whatsapp: counts() };
    const learners = this.users
      .find({ $or: [{ 'reminder.gmail': true }, { 'reminder.whatsapp': true, phone: mongoose.trusted({ $gt: '' }) }] })
      .cursor();
    for await (const learner of learners) {
      const items = await this.digests.itemsFor(learner._id);
      if (isEmptyDigest(items)) continue;
      if (learner.reminder?.gmail) {
        report.email[await this.deliverOnce(learner, week, 'email', () => this.sendEmail(learner, items))] += 1;
      }
      if (learner.reminder?.whatsapp && learner.phone) {
        const phone = learner.phone;
        report.whatsapp[await this.deliverOnce(learner, week, 'whatsapp', () => this.sendWhatsApp(phone, learner, items))] += 1;
      }
    }
    this.logger.log(`Weekly digests for ${week}: ${JSON.stringify({ email: report.email, whatsapp: report.whatsapp })}`);
    return report;
  }

  /** Turns the learner's e-mail reminders off; clicking the link again changes nothing. */
  async unsubscribe(token: string | undefined): Promise<void> {
    const userId = this.unsubscribeTokens.verify(token);
    if (!isValidObjectId(userId)) throw new BadRequestException(UNSUBSCRIBE_LINK_INVALID);
    await this.users.updateOne({ _id: userId }, { $set: { 'reminder.gmail': false } });
  }

  /** At most once: a failed send is recorded, not retried, so nobody ever gets the same week twice. */
  private async deliverOnce(
    learner: UserDocument,
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
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Weekly ${channel} digest to learner ${learner.id as string} failed: ${message}`);
      await this.deliveries.updateOne({ user: learner._id, week, channel }, { $set: { status: 'failed', error: message } });
      return 'failed';
    }
  }

  private sendEmail(learner: UserDocument, items: DigestItems): Promise<void> {
    const token = this.unsubscribeTokens.sign(learner.id as string);
    const unsubscribe = `${this.app.publicApiUrl}/reminders/unsubscribe?token=${encodeURIComponent(token)}`;
    return this.mail.send(weeklyDigestMail(learner.email, learner.firstName, items, { plan: this.planUrl(), unsubscribe }));
  }

  private sendWhatsApp(phone: string, learner: UserDocument, items: DigestItems): Promise<void> {
    return this.whatsApp.sendTemplate(phone, weeklyDigestWhatsAppParameters(learner.firstName, items, this.planUrl()));
  }

  private planUrl(): string {
    return `${this.app.dashboardUrl}/plan`;
  }
}

const counts = (): Record<Outcome, number> => ({ sent: 0, 'already-sent': 0, failed: 0 });

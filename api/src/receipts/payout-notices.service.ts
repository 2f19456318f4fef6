import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Types } from 'mongoose';
import { appConfig, type AppConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { type BankDetailsSaved, PayoutAnnouncements, type PayoutListener, type WithdrawalRequested } from '../payments';
import { ContactRecords } from '../users';
import { bankDetailsSavedMail, type PayoutNoticeView, withdrawalMail } from './payout-notice.mail';

/**
 * Mails the owner at once of every bank-detail save and every withdrawal (review M5, decision 0077). Sent
 * straight away, not through the delivery ledger's retries: a "not you?" that arrives hours late has
 * lost its use, and a failure is logged by the announcement without touching the money action.
 */
@Injectable()
export class PayoutNoticesService implements PayoutListener, OnModuleInit {
  constructor(
    private readonly announcements: PayoutAnnouncements,
    private readonly contacts: ContactRecords,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  onModuleInit(): void {
    this.announcements.listen(this);
  }

  async onBankDetailsSaved(event: BankDetailsSaved): Promise<void> {
    await this.mail.send(bankDetailsSavedMail(await this.viewFor(event.userId), event));
  }

  async onWithdrawalRequested(event: WithdrawalRequested): Promise<void> {
    await this.mail.send({ ...withdrawalMail(await this.viewFor(event.userId), event), stableId: `withdrawal.${event.reference}` });
  }

  private async viewFor(userId: string): Promise<PayoutNoticeView> {
    const [owner] = await this.contacts.findReachable([new Types.ObjectId(userId)]);
    if (!owner) throw new Error('The account is gone');
    return { to: owner, dashboardUrl: this.app.dashboardUrl };
  }
}

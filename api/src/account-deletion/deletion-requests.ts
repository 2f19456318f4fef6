import { ConflictException, Inject, Injectable, Module } from '@nestjs/common';
import { ACCOUNT_DELETION_MESSAGES, type AccountDeletionResponse } from '@trail/shared';
import { appConfig, type AppConfig } from '../platform/config';
import { MailModule, MailService } from '../integrations/mail';
import { DeletionRecords, UsersModule } from '../users';
import { type AccountDeletionConfig, accountDeletionConfig } from './account-deletion.config';
import { deletionRequestedMail, type DeletionReason } from './account-deletion.mail';

/**
 * The one way an account is marked for erasure (decision 0050): every session ends now, the account is
 * erased after the grace period unless its owner signs in first, and the owner is mailed why and when.
 * Its owner's request and an under-13 answer (decision 0061) both come here, after their own checks.
 */
@Injectable()
export class DeletionRequests {
  constructor(
    private readonly deletionRecords: DeletionRecords,
    private readonly mail: MailService,
    @Inject(accountDeletionConfig.KEY) private readonly config: AccountDeletionConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async schedule(userId: string, now: Date, reason?: DeletionReason): Promise<AccountDeletionResponse> {
    const dueAt = new Date(now.getTime() + this.config.graceMs);
    const marked = await this.deletionRecords.requestDeletion(userId, { requestedAt: now, dueAt });
    if (!marked) throw new ConflictException(ACCOUNT_DELETION_MESSAGES.beingErased);
    const mail = deletionRequestedMail(marked.email, marked.firstName, dueAt, `${this.app.dashboardUrl}/signin`, reason);
    this.mail.sendInBackground(mail, `Deletion mail to account ${userId}`);
    return { deletionDueAt: dueAt.toISOString() };
  }
}

/** DeletionRequests alone, for modules that may not import the whole of account deletion (auth). */
@Module({ imports: [UsersModule, MailModule], providers: [DeletionRequests], exports: [DeletionRequests] })
export class DeletionRequestsModule {}

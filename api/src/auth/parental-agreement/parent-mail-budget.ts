import { Inject, Injectable } from '@nestjs/common';
import { RateLimitCountersService, throttlingConfig, type ThrottlingConfig, TOO_MANY_PARENT_MAILS_FROM_ACCOUNT, TOO_MANY_PARENT_MAILS_TO_ADDRESS, TooManyRequestsError } from '../../platform/throttling';

/**
 * How many agreement mails one parent's address, and one learner's account, may cause in a day
 * (decision 0061): the per-IP limit alone let one carrier address flood a stranger's inbox. Counted
 * in MongoDB like every rate limit (decision 0024), so instances share it; nothing is mailed when over.
 */
@Injectable()
export class ParentMailBudget {
  constructor(
    private readonly counters: RateLimitCountersService,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  async take(parentEmail: string, userId?: string): Promise<void> {
    const { perRecipient, perAccount } = this.config.parentMail;
    if (userId) {
      const wait = await this.counters.take(`parent-mail|account|${userId}`, perAccount);
      if (wait) throw new TooManyRequestsError(TOO_MANY_PARENT_MAILS_FROM_ACCOUNT, wait);
    }
    const wait = await this.counters.take(`parent-mail|to|${parentEmail.trim().toLowerCase()}`, perRecipient);
    if (wait) throw new TooManyRequestsError(TOO_MANY_PARENT_MAILS_TO_ADDRESS, wait);
  }
}

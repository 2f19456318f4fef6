import { Inject, Injectable } from '@nestjs/common';
import { RateLimitCountersService, throttlingConfig, type ThrottlingConfig, TOO_MANY_VERIFICATION_MAILS, TooManyRequestsError } from '../platform/throttling';

/**
 * How many verification links an account may ask for again, and one address may receive, in an hour and
 * in a day (security review M6): the per-IP limit alone let a throwaway account flood a stranger's inbox
 * through Trail's sender reputation. Counted like parent mails (decision 0061); nothing is mailed when over.
 */
@Injectable()
export class VerificationMailBudget {
  constructor(
    private readonly counters: RateLimitCountersService,
    @Inject(throttlingConfig.KEY) private readonly config: ThrottlingConfig,
  ) {}

  async take(userId: string, email: string): Promise<void> {
    const { hourly, daily } = this.config.verificationMail;
    const recipient = email.trim().toLowerCase();
    for (const key of [`verify-mail|account|${userId}`, `verify-mail|to|${recipient}`]) {
      for (const budget of [hourly, daily]) {
        const wait = await this.counters.take(key, budget);
        if (wait) throw new TooManyRequestsError(TOO_MANY_VERIFICATION_MAILS, wait);
      }
    }
  }
}

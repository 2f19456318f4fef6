import { Inject, Injectable, Logger } from '@nestjs/common';
import { appConfig, type AppConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { DeliveryClaims } from '../outbox';
import type { UserRecord } from '../users';
import { welcomeMail } from './welcome.mail';

/** The delivery ledger's occasion for the welcome: one per account, whatever verified it and however often. */
export const WELCOME_OCCASION = 'welcome';

/** The welcome mail, claimed in the delivery ledger before it is sent, so two verifications or two instances send one. */
@Injectable()
export class WelcomeMailService {
  private readonly logger = new Logger('WelcomeMail');

  constructor(
    private readonly deliveries: DeliveryClaims,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** In the background: a slow mail server never holds up the verification or the Google sign-in. */
  sendInBackground(user: UserRecord): void {
    this.send(user).catch((error: unknown) => this.logger.error(`Welcome mail to user ${user._id.toString()} failed`, error as Error));
  }

  send(user: UserRecord) {
    const label = `Welcome e-mail to user ${user._id.toString()}`;
    return this.deliveries.deliverOnce({ user: user._id, occasion: WELCOME_OCCASION, channel: 'email', label }, () =>
      this.mail.send(welcomeMail(user.email, user.firstName, this.app.dashboardUrl)),
    );
  }
}

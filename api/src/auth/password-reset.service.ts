import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthResponse, MessageResponse } from '@trail/shared';
import { PASSWORD_RESET_VALID_MINUTES } from '@trail/shared';
import { redactContacts } from '../common/logging/redact-contacts';
import { appConfig, type AppConfig } from '../config/app.config';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { hashPassword } from './passwords';
import { passwordResetMail } from './password-reset.mail';

const RESET_VALID_MINUTES = PASSWORD_RESET_VALID_MINUTES;

export const RESET_LINK_SENT = 'If an account uses this e-mail, we have sent it a link to reset the password.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** Answers the same whether or not the e-mail has an account, and as fast: the mail leaves in the background. */
  async requestReset(email: string): Promise<MessageResponse> {
    const { raw, hash } = newLinkToken();
    const user = await this.users.setResetToken(email, hash, new Date(Date.now() + RESET_VALID_MINUTES * 60_000));
    if (user) {
      const link = `${this.app.dashboardUrl}/resetpassword?token=${raw}`;
      this.mail
        .send(passwordResetMail(user.email, user.firstName, link, RESET_VALID_MINUTES))
        .catch((error: unknown) =>
          this.logger.error(`Reset mail to user ${user._id.toString()} failed: ${redactContacts(String(error))}`),
        );
    }
    return { message: RESET_LINK_SENT };
  }

  /** Sets the new password and ends every older session; the token is spent in the same atomic update. */
  async resetPassword(rawToken: string, password: string): Promise<AuthResponse> {
    const tokenHash = hashLinkToken(rawToken);
    if (!tokenHash) throw new BadRequestException(RESET_LINK_INVALID);
    // A cheap read first: guessing tokens must not buy a bcrypt hash each.
    if (!(await this.users.hasValidResetToken(tokenHash))) throw new BadRequestException(RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password);
    const user = await this.users.resetPasswordWithToken(tokenHash, passwordHash);
    if (!user) throw new BadRequestException(RESET_LINK_INVALID);
    return this.auth.issueSession(user);
  }
}

import { createHmac } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthResponse, MessageResponse } from '@trail/shared';
import { PASSWORD_RESET_VALID_MINUTES } from '@trail/shared';
import { redactContacts } from '../platform/observability';
import { LoginAttempts } from '../platform/throttling';
import { appConfig, type AppConfig, authConfig, type AuthConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { PasswordResetRecords } from '../users';
import { AuthService } from './auth.service';
import { derivedLinkToken, hashLinkToken } from './link-tokens';
import { hashPassword } from './passwords';
import { passwordResetMail } from './password-reset.mail';

const RESET_VALID_MINUTES = PASSWORD_RESET_VALID_MINUTES;

export const RESET_LINK_SENT = 'If an account uses this e-mail, we have sent it a link to reset the password.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');
  /** Its own key, so a reset link can never pass for another token, nor another for it. */
  private readonly key: string;

  constructor(
    private readonly passwordResets: PasswordResetRecords,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly attempts: LoginAttempts,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('password-reset').digest('base64url');
  }

  /**
   * Answers the same whether or not the e-mail has an account, and as fast: the mail leaves in the background.
   * While a link is valid, a new request mails the same link and gives it its minutes again (review L11).
   */
  async requestReset(email: string): Promise<MessageResponse> {
    const now = new Date();
    const expires = new Date(now.getTime() + RESET_VALID_MINUTES * 60_000);
    const kept = await this.passwordResets.keepResetToken(email, now, expires, (userId, issuedAt) => this.tokenFor(userId, issuedAt).hash);
    if (kept) {
      const { user, issuedAt } = kept;
      const link = `${this.app.dashboardUrl}/resetpassword?token=${this.tokenFor(user._id.toString(), issuedAt).raw}`;
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
    if (!(await this.passwordResets.hasValidResetToken(tokenHash))) throw new BadRequestException(RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password);
    const user = await this.passwordResets.resetPasswordWithToken(tokenHash, passwordHash);
    if (!user) throw new BadRequestException(RESET_LINK_INVALID);
    // The mailbox is proven and old guesses are moot: a paused password sign-in resumes (decision 0076).
    await this.attempts.forgiveAccount(user.email);
    return this.auth.issueSession(user);
  }

  private tokenFor(userId: string, issuedAt: Date): { raw: string; hash: string } {
    return derivedLinkToken(this.key, `${userId}|${issuedAt.getTime()}`);
  }
}

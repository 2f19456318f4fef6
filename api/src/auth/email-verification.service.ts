import { createHmac } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { MessageResponse } from '@trail/shared';
import { appConfig, type AppConfig, authConfig, type AuthConfig } from '../platform/config';
import { MailService } from '../integrations/mail';
import { AccountRecords, ReferralRecords, type UserRecord, UsersService } from '../users';
import { emailVerificationMail } from './email-verification.mail';
import { VerificationMailBudget } from './verification-mail-budget';
import { WelcomeMailService } from './welcome-mail.service';

const VALID_DAYS = 7;

export const EMAIL_VERIFIED = 'Your e-mail is verified. Thank you!';
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired. Sign in and ask for a new one.';
export const ALREADY_VERIFIED = 'Your e-mail is already verified';
export const VERIFICATION_SENT = 'We have sent you a new verification link. Check your inbox.';

interface VerificationClaims {
  sub: string;
  email: string;
}

/** The e-mailed link that proves an account owns its address; a signed token bound to id and address. */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger('EmailVerification');
  /** Its own key, so a verification token can never pass for a session token or the other way round. */
  private readonly key: string;

  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountRecords,
    private readonly referralRecords: ReferralRecords,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    private readonly welcome: WelcomeMailService,
    private readonly budget: VerificationMailBudget,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('email-verification').digest('base64url');
  }

  /** Mails the link in the background: a slow or failing mail server never holds up a sign-up. */
  sendInBackground(user: UserRecord): void {
    this.send(user).catch((error: unknown) => this.logger.error(`Verification mail to ${user.email} failed`, error as Error));
  }

  async resend(userId: string): Promise<MessageResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('This account no longer exists');
    if (user.emailVerified) throw new BadRequestException(ALREADY_VERIFIED);
    await this.budget.take(userId, user.email);
    await this.send(user);
    return { message: VERIFICATION_SENT };
  }

  /** Verifies once; a second click on the same link answers the same. A referral and the welcome mail come with the first. */
  async verify(token: string): Promise<MessageResponse> {
    const claims = await this.jwt
      .verifyAsync<VerificationClaims>(token, { secret: this.key, algorithms: ['HS256'] })
      .catch(() => null);
    if (!claims || typeof claims.sub !== 'string' || typeof claims.email !== 'string') {
      throw new BadRequestException(VERIFY_LINK_INVALID);
    }
    const verified = await this.accounts.markEmailVerified(claims.sub, claims.email);
    if (verified) {
      if (verified.referredBy) await this.referralRecords.countReferral(verified.referredBy);
      this.welcome.sendInBackground(verified);
      return { message: EMAIL_VERIFIED };
    }
    const user = await this.users.findById(claims.sub);
    if (user?.emailVerified && user.email === claims.email) return { message: EMAIL_VERIFIED };
    throw new BadRequestException(VERIFY_LINK_INVALID);
  }

  private async send(user: UserRecord): Promise<void> {
    const claims: VerificationClaims = { sub: user._id.toString(), email: user.email };
    const token = await this.jwt.signAsync(claims, { secret: this.key, algorithm: 'HS256', expiresIn: `${VALID_DAYS}d` });
    const link = `${this.app.dashboardUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mail.send(emailVerificationMail(user.email, user.firstName, link, VALID_DAYS));
  }
}

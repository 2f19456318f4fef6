import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuthResponse, MessageResponse } from '@trail/shared';
import { PASSWORD_RESET_VALID_MINUTES } from '@trail/shared';
import mongoose, { type Model } from 'mongoose';
import { appConfig, type AppConfig } from '../config/app.config';
import { MailService } from '../mail/mail.service';
import { User } from '../users/schemas/user.schema';
import { AuthService } from './auth.service';
import { hashPassword } from './passwords';
import { passwordResetMail } from './password-reset.mail';

const RESET_VALID_MINUTES = PASSWORD_RESET_VALID_MINUTES;
const TOKEN_BYTES = 32;
const RAW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RESET_LINK_SENT = 'If an account uses this e-mail, we have sent it a link to reset the password.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  /** Answers the same whether or not the e-mail has an account, and as fast: the mail leaves in the background. */
  async requestReset(email: string): Promise<MessageResponse> {
    const raw = randomBytes(TOKEN_BYTES).toString('base64url');
    const user = await this.users.findOneAndUpdate(
      { email: email.toLowerCase() },
      {
        $set: {
          resetPasswordToken: hashToken(raw),
          resetPasswordExpire: new Date(Date.now() + RESET_VALID_MINUTES * 60_000),
        },
      },
      { new: true },
    );
    if (user) {
      const link = `${this.app.dashboardUrl}/resetpassword?token=${raw}`;
      this.mail
        .send(passwordResetMail(user.email, user.firstName, link, RESET_VALID_MINUTES))
        .catch((error: unknown) => this.logger.error(`Reset mail to ${user.email} failed`, error as Error));
    }
    return { message: RESET_LINK_SENT };
  }

  /** Sets the new password and ends every older session; the token is spent in the same atomic update. */
  async resetPassword(rawToken: string, password: string): Promise<AuthResponse> {
    if (!RAW_TOKEN_PATTERN.test(rawToken)) throw new BadRequestException(RESET_LINK_INVALID);
    const passwordHash = await hashPassword(password);
    const user = await this.users.findOneAndUpdate(
      { resetPasswordToken: hashToken(rawToken), resetPasswordExpire: mongoose.trusted({ $gt: new Date() }) },
      {
        $set: { password: passwordHash },
        $unset: { resetPasswordToken: 1, resetPasswordExpire: 1 },
        $inc: { tokenVersion: 1 },
      },
      { new: true },
    );
    if (!user) throw new BadRequestException(RESET_LINK_INVALID);
    return this.auth.issueSession(user);
  }
}

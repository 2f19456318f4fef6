import { createHmac, randomUUID } from 'node:crypto';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthResponse, GoogleUrlResponse } from '@trail/shared';
import { appConfig, type AppConfig } from '../config/app.config';
import { authConfig, type AuthConfig } from '../config/auth.config';
import {
  GoogleNotConfiguredError,
  GoogleOAuthClient,
  type GoogleProfile,
  GoogleSignInError,
} from '../google/google-oauth.client';
import { MailService } from '../mail/mail.service';
import { type UserRecord, UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { googleLinkedMail } from './email-verification.mail';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
const STATE_VALID = '10m';
const NAME_MAX = 50;
const LINKED_TO_ANOTHER_GOOGLE = 'This e-mail is linked to another Google account';

@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger('GoogleSignIn');
  /** Its own key, so a state can never pass for a session token or the other way round. */
  private readonly stateKey: string;

  constructor(
    private readonly users: UsersService,
    private readonly google: GoogleOAuthClient,
    private readonly auth: AuthService,
    private readonly jwt: JwtService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(authConfig.KEY) config: AuthConfig,
  ) {
    this.stateKey = createHmac('sha256', config.jwtSecret).update('google-oauth-state').digest('base64url');
  }

  async consentUrl(): Promise<GoogleUrlResponse> {
    if (!this.google.configured) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
    const state = await this.jwt.signAsync(
      { n: randomUUID() },
      { secret: this.stateKey, algorithm: 'HS256', expiresIn: STATE_VALID },
    );
    return { url: this.google.consentUrl(state) };
  }

  /** First sign-in makes the account; a verified e-mail that already has one is linked to it. */
  async signIn(code: string, state?: string): Promise<AuthResponse> {
    if (!this.google.configured) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
    if (state !== undefined) await this.checkState(state);
    const profile = await this.google.profileForCode(code).catch((error: unknown) => {
      if (error instanceof GoogleNotConfiguredError) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
      if (error instanceof GoogleSignInError) throw new UnauthorizedException(error.message);
      throw error;
    });
    if (!profile.emailVerified) {
      throw new UnauthorizedException('Your Google account e-mail is not verified, so it cannot sign in to Trail');
    }
    const user = await this.findOrCreate(profile).catch((error: unknown) => {
      // Two first sign-ins at once: the loser finds the account the winner made.
      if ((error as { code?: unknown }).code === 11000) return this.findOrCreate(profile);
      throw error;
    });
    return this.auth.issueSession(user);
  }

  private async findOrCreate(profile: GoogleProfile): Promise<UserRecord> {
    const linked = await this.users.findByGoogleId(profile.googleId);
    if (linked) return linked;
    const sameEmail = await this.users.findByEmail(profile.email);
    if (sameEmail) {
      if (sameEmail.googleId) throw new ConflictException(LINKED_TO_ANOTHER_GOOGLE);
      // Google proves the address. A password on an unproven address may be someone else's, set
      // before the owner came (account pre-hijacking): it goes, and the owner is told.
      const clearPassword = !sameEmail.emailVerified;
      const updated = await this.users.linkGoogle(sameEmail._id, {
        googleId: profile.googleId,
        profileImgUrl: sameEmail.profileImgUrl ? undefined : profile.picture,
        clearPassword,
      });
      if (!updated) throw new ConflictException(LINKED_TO_ANOTHER_GOOGLE);
      if (clearPassword) this.tellOwnerPasswordRemoved(updated);
      if (!sameEmail.emailVerified && updated.referredBy) await this.users.countReferral(updated.referredBy);
      return updated;
    }
    return this.users.createFromGoogle({
      email: profile.email,
      googleId: profile.googleId,
      firstName: (profile.firstName ?? profile.email.replace(/@.*$/, '')).slice(0, NAME_MAX),
      lastName: (profile.lastName ?? 'Learner').slice(0, NAME_MAX),
      profileImgUrl: profile.picture,
    });
  }

  private tellOwnerPasswordRemoved(user: UserRecord): void {
    const mail = googleLinkedMail(user.email, user.firstName, `${this.app.dashboardUrl}/forgotpassword`);
    this.mail.send(mail).catch((error: unknown) => this.logger.error(`Google-linked mail to ${user.email} failed`, error as Error));
  }

  private async checkState(state: string): Promise<void> {
    try {
      await this.jwt.verifyAsync(state, { secret: this.stateKey, algorithms: ['HS256'] });
    } catch {
      throw new UnauthorizedException('This Google sign-in link has expired. Please try again.');
    }
  }
}

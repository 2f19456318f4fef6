import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { type AuthResponse, type GoogleUrlResponse, PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { appConfig, type AppConfig } from '../platform/config';
import { isDuplicateKey } from '../platform/database';
import { GoogleNotConfiguredError, GoogleOAuthClient, type GoogleProfile, GoogleSignInError } from '../integrations/google-oauth';
import { MailService } from '../integrations/mail';
import { AccountRecords, type UserRecord } from '../users';
import { AuthService } from './auth.service';
import { googleLinkedMail } from './email-verification.mail';
import { GoogleSignInFlows } from './google-sign-in-flows';
import { ParentalAgreementService } from './parental-agreement/parental-agreement.service';
import { WelcomeMailService } from './welcome-mail.service';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
const NAME_MAX = 50;
const LINKED_TO_ANOTHER_GOOGLE = 'This e-mail is linked to another Google account';

@Injectable()
export class GoogleSignInService {

  constructor(
    private readonly accounts: AccountRecords,
    private readonly google: GoogleOAuthClient,
    private readonly auth: AuthService,
    private readonly flows: GoogleSignInFlows,
    private readonly mail: MailService,
    private readonly welcome: WelcomeMailService,
    private readonly parents: ParentalAgreementService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async consentUrl(): Promise<GoogleUrlResponse> {
    if (!this.google.configured) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
    const { state, codeChallenge, flow } = await this.flows.start();
    const url = await this.google.consentUrl(state, codeChallenge).catch((error: unknown) => {
      // Google's discovery document could not be read: nothing to send the learner to yet.
      if (error instanceof GoogleSignInError) throw new BadGatewayException(error.message);
      throw error;
    });
    return { url, flow };
  }

  /** First sign-in makes the account; an account with the same e-mail is linked to it (decision 0019). */
  async signIn(code: string, state: string, flow: string, birthMonth?: string): Promise<AuthResponse> {
    if (!this.google.configured) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
    const codeVerifier = await this.flows.finish(state, flow);
    const profile = await this.google.profileForCode(code, state, codeVerifier).catch((error: unknown) => {
      if (error instanceof GoogleNotConfiguredError) throw new ServiceUnavailableException(GOOGLE_NOT_CONFIGURED);
      if (error instanceof GoogleSignInError) throw new UnauthorizedException(error.message);
      throw error;
    });
    if (!profile.emailVerified) {
      throw new UnauthorizedException('Your Google account e-mail is not verified, so it cannot sign in to Trail');
    }
    const user = await this.findOrCreate(profile, birthMonth).catch((error: unknown) => {
      // Two first sign-ins at once: the loser finds the account the winner made.
      if (isDuplicateKey(error)) return this.findOrCreate(profile, birthMonth);
      throw error;
    });
    return this.auth.issueSession(user);
  }

  private async findOrCreate(profile: GoogleProfile, birthMonth?: string): Promise<UserRecord> {
    const linked = await this.accounts.findByGoogleId(profile.googleId);
    if (linked) return linked;
    const sameEmail = await this.accounts.findByEmail(profile.email);
    if (sameEmail) {
      if (sameEmail.googleId) throw new ConflictException(LINKED_TO_ANOTHER_GOOGLE);
      // Google proves the address. A password on an unproven address may be someone else's, set
      // before the owner came (account pre-hijacking): it goes, and the owner is told.
      const clearPassword = !sameEmail.emailVerified;
      const updated = await this.accounts.linkGoogle(sameEmail._id, {
        googleId: profile.googleId,
        // An unproven account's picture goes with the rest of what the pre-registrant set.
        profileImgUrl: sameEmail.profileImgUrl && sameEmail.emailVerified ? undefined : profile.picture,
        clearPassword,
      });
      if (!updated) throw new ConflictException(LINKED_TO_ANOTHER_GOOGLE);
      if (clearPassword) this.tellOwnerPasswordRemoved(updated);
      // No referral is counted: an unproven account's referrer was cleared with the rest (review M3).
      if (!sameEmail.emailVerified) this.welcome.sendInBackground(updated);
      return updated;
    }
    // A new account needs an age (decision 0058); the parent's e-mail is asked once signed in.
    if (!birthMonth) throw new BadRequestException(PARENTAL_AGREEMENT_MESSAGES.googleBirthMonthNeeded);
    const awaitingParent = this.parents.checkAge(birthMonth, { email: profile.email, needParentEmail: false });
    const created = await this.accounts.createFromGoogle({
      birthMonth,
      awaitingParent,
      email: profile.email,
      googleId: profile.googleId,
      firstName: (profile.firstName ?? profile.email.replace(/@.*$/, '')).slice(0, NAME_MAX),
      lastName: (profile.lastName ?? 'Learner').slice(0, NAME_MAX),
      profileImgUrl: profile.picture,
    });
    this.welcome.sendInBackground(created);
    return created;
  }

  private tellOwnerPasswordRemoved(user: UserRecord): void {
    const mail = googleLinkedMail(user.email, user.firstName, `${this.app.dashboardUrl}/resetpassword`);
    this.mail.sendInBackground(mail, `Google-linked mail to account ${user._id.toString()}`);
  }
}

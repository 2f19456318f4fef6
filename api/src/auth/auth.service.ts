import { BadRequestException, ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_DELETION_MESSAGES, type AuthResponse, MESSAGES, PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { type UserRecord, UsersService } from '../users/users.service';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { EmailVerificationService } from './email-verification.service';
import { ParentalAgreementService } from './parental-agreement/parental-agreement.service';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { SessionService } from './session.service';

const WRONG_CREDENTIALS = 'Incorrect e-mail or password';
export const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in instead.';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly verification: EmailVerificationService,
    private readonly parents: ParentalAgreementService,
  ) {}

  async register(dto: RegisterDto): Promise<AuthResponse> {
    const email = dto.email.toLowerCase();
    const needsParent = this.parents.checkAge(dto.birthMonth, { email, parentEmail: dto.parentEmail, needParentEmail: true });
    if (needsParent && dto.parentEmail) await this.parents.takeMailBudget(dto.parentEmail);
    const link = needsParent ? this.parents.newLink() : undefined;
    const referrer = dto.refCode ? await this.users.findByReferralCode(dto.refCode) : null;
    const user = await this.users.createWithPassword({
      email,
      passwordHash: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      profileImgUrl: dto.profileImgUrl,
      extension: dto.extension,
      referrer: referrer ?? undefined,
      birthMonth: dto.birthMonth,
      awaitingParent: link && dto.parentEmail ? { parentEmail: dto.parentEmail, tokenHash: link.tokenHash, expires: link.expires } : undefined,
    });
    if (!user) throw new ConflictException(EMAIL_TAKEN);
    if (link && dto.parentEmail) this.parents.sendInBackground(user, dto.parentEmail, link.raw);
    // The referral counts when this account verifies its e-mail (EmailVerificationService.verify).
    this.verification.sendInBackground(user);
    return this.issueSession(user);
  }

  async login(dto: LoginDto): Promise<AuthResponse> {
    const user = await this.users.findWithPassword(dto.email);
    if (!user) {
      // As slow as a wrong password, so the timing does not tell which e-mails have accounts.
      await verifyAgainstDecoy(dto.password);
      throw new UnauthorizedException(WRONG_CREDENTIALS);
    }
    if (!user.password) throw new BadRequestException(MESSAGES.logInWithGoogle);
    if (!(await verifyPassword(dto.password, user.password))) throw new UnauthorizedException(WRONG_CREDENTIALS);
    return this.issueSession(user);
  }

  /** One token version per account, so ending this token ends every session of the account. */
  logout(userId: string): Promise<void> {
    return this.users.endSessions(userId);
  }

  /**
   * `{ token, user }`: a token signed with the user's current token version, valid for about 30 days.
   * Signing in during a deletion's grace period cancels it (decision 0050); once the erasure has begun, nobody signs in.
   */
  async issueSession(user: UserRecord): Promise<AuthResponse> {
    const deletionCancelled = await this.cancelPendingDeletion(user);
    const session = { token: await this.sessions.issue(user), user: this.users.toPublic(user) };
    return deletionCancelled ? { ...session, deletionCancelled } : session;
  }

  private async cancelPendingDeletion(user: UserRecord): Promise<boolean> {
    if (user.erasingUntil) throw new UnauthorizedException(ACCOUNT_DELETION_MESSAGES.beingErased);
    // A parent's "no" is final: the account only waits for the erasure job.
    if (user.parentalAgreement?.status === 'declined') throw new UnauthorizedException(PARENTAL_AGREEMENT_MESSAGES.declinedSignIn);
    if (!user.deletionDueAt) return false;
    if (await this.users.cancelDeletion(user._id)) return true;
    // Another sign-in cancelled it first, or the erasure claimed the account meanwhile.
    const now = await this.users.findById(user._id.toString());
    if (!now || now.erasingUntil) throw new UnauthorizedException(ACCOUNT_DELETION_MESSAGES.beingErased);
    return false;
  }
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type AuthResponse, type MessageResponse, PHONE_CODE, PROFILE_MESSAGES } from '@trail/shared';
import mongoose, { type Model } from 'mongoose';
import { SessionService } from '../session';
import { RateLimitCountersService, throttlingConfig, type ThrottlingConfig, TooManyRequestsError } from '../platform/throttling';
import { authConfig, type AuthConfig } from '../platform/config';
import { WhatsAppService } from '../integrations/whatsapp';
import { User } from './schemas/user.schema';
import type { UserRecord } from './user-record';
import { UsersService } from './users.service';

/**
 * Proves a WhatsApp number by a code sent to it (security review L6, decision 0079). Only an HMAC of the
 * code is stored, under a key the database does not hold; each try is claimed (decremented) before the
 * code is compared, so parallel guesses get no more than `PHONE_CODE.tries` between them.
 */
@Injectable()
export class PhoneVerificationService {
  private readonly key: string;

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly whatsApp: WhatsAppService,
    private readonly counters: RateLimitCountersService,
    private readonly sessions: SessionService,
    private readonly usersService: UsersService,
    @Inject(throttlingConfig.KEY) private readonly throttling: ThrottlingConfig,
    @Inject(authConfig.KEY) auth: AuthConfig,
  ) {
    this.key = createHmac('sha256', auth.jwtSecret).update('phone-verification').digest('base64url');
  }

  async sendCode(userId: string): Promise<MessageResponse> {
    const user = await this.users.findById(userId, { phone: 1, phoneVerifiedAt: 1, emailVerified: 1 }).lean();
    if (!user) throw new NotFoundException('This account no longer exists');
    if (!user.emailVerified) throw new ForbiddenException(PROFILE_MESSAGES.verifyBeforePhone);
    const phone = user.phone;
    if (!phone) throw new BadRequestException(PROFILE_MESSAGES.phoneNeededForCode);
    if (user.phoneVerifiedAt) throw new ConflictException(PROFILE_MESSAGES.phoneAlreadyVerified);
    await this.takeBudget(userId, phone);

    const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
    const expiresAt = new Date(Date.now() + PHONE_CODE.validMinutes * 60_000);
    // The number may have changed since it was read: the code is kept only for the one it goes to.
    const kept = await this.users.updateOne(
      { _id: userId, phone, phoneVerifiedAt: null },
      { $set: { phoneCode: { hash: this.hashOf(userId, phone, code), phone, expiresAt, triesLeft: PHONE_CODE.tries } } },
    );
    if (kept.matchedCount === 0) throw new ConflictException(PROFILE_MESSAGES.phoneCodeNeeded);
    await this.whatsApp.sendCode(phone, code).catch(() => {
      throw new ServiceUnavailableException(PROFILE_MESSAGES.phoneCodeNotSent);
    });
    return { message: `We sent a ${PHONE_CODE.digits}-digit code to ${phone} by WhatsApp. It works for ${PHONE_CODE.validMinutes} minutes.` };
  }

  async verify(userId: string, code: string): Promise<AuthResponse> {
    const now = new Date();
    const claimed = await this.users
      .findOneAndUpdate(
        { _id: userId, 'phoneCode.triesLeft': mongoose.trusted({ $gt: 0 }), 'phoneCode.expiresAt': mongoose.trusted({ $gt: now }) },
        { $inc: { 'phoneCode.triesLeft': -1 } },
        { returnDocument: 'after', projection: { phone: 1, phoneCode: 1 } },
      )
      .select('+phoneCode')
      .lean<Pick<UserRecord, '_id' | 'phone' | 'phoneCode'>>();
    const sent = claimed?.phoneCode;
    if (!sent || sent.phone !== claimed.phone) throw new BadRequestException(PROFILE_MESSAGES.phoneCodeNeeded);
    if (!sameText(sent.hash, this.hashOf(userId, sent.phone, code))) {
      throw new BadRequestException(sent.triesLeft > 0 ? PROFILE_MESSAGES.phoneCodeWrong : PROFILE_MESSAGES.phoneCodeNeeded);
    }
    const verified = await this.users
      .findOneAndUpdate(
        { _id: userId, phone: sent.phone, 'phoneCode.hash': sent.hash },
        { $set: { phoneVerifiedAt: now }, $unset: { phoneCode: 1 } },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>();
    // A parallel try with the same code got there first, or the number changed in between.
    if (!verified) throw new BadRequestException(PROFILE_MESSAGES.phoneCodeNeeded);
    return { token: await this.sessions.issue(verified), user: this.usersService.toPublic(verified) };
  }

  private async takeBudget(userId: string, phone: string): Promise<void> {
    const { hourly, daily } = this.throttling.phoneCode;
    for (const key of [`phone-code|account|${userId}`, `phone-code|to|${phone}`]) {
      for (const budget of [hourly, daily]) {
        const wait = await this.counters.take(key, budget);
        if (wait) throw new TooManyRequestsError(PROFILE_MESSAGES.tooManyPhoneCodes, wait);
      }
    }
  }

  private hashOf(userId: string, phone: string, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}|${phone}|${code}`).digest('base64url');
  }
}

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}

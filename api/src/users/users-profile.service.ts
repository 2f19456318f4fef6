import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { type AuthResponse, normalisePhone, PROFILE_MESSAGES, usernameError } from '@trail/shared';
import type { Model } from 'mongoose';
import { SessionService } from '../session';
import { isDuplicateKey } from '../platform/database';
import { User, type UserDocument } from './schemas/user.schema';
import { PROFILE_FIELDS, type UpdateReminderDto, type UpdateUserDto } from './update-user.dto';
import { UsersService } from './users.service';

export const USERNAME_TAKEN = 'This username is taken';
export const NOTHING_TO_CHANGE =
  'Send what to change: tag, bio, username, clarity, phone or timezone; or reminder; or an avatar image';
export const ONE_SUBSET_AT_A_TIME = 'Change your profile and your reminder settings in separate requests';
export const PHONE_NEEDED_FOR_WHATSAPP = 'Add your phone number to your profile before turning on WhatsApp reminders';
export const UNREADABLE_PHONE = 'phone must be a phone number such as 0803 123 4567 or +2348031234567';

/** PUT /users/:id as JSON: exactly one of the spec's subsets, checked and applied at once. */
@Injectable()
export class UsersProfileService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessions: SessionService,
    private readonly usersService: UsersService,
  ) {}

  async update(userId: string, dto: UpdateUserDto): Promise<AuthResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('This account no longer exists');
    const profileFields = PROFILE_FIELDS.filter((field) => dto[field] !== undefined);
    if (dto.reminder && profileFields.length > 0) throw new BadRequestException(ONE_SUBSET_AT_A_TIME);
    if (dto.reminder) this.applyReminder(user, dto.reminder);
    else if (profileFields.length > 0) await this.applyProfile(user, dto);
    else throw new BadRequestException(NOTHING_TO_CHANGE);

    try {
      await user.save();
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(USERNAME_TAKEN);
      throw error;
    }
    const record = user.toObject();
    return { token: await this.sessions.issue(record), user: this.usersService.toPublic(record) };
  }

  private async applyProfile(user: UserDocument, dto: UpdateUserDto): Promise<void> {
    for (const field of ['tag', 'bio', 'clarity', 'timezone'] as const) {
      if (dto[field] !== undefined) user.set(field, dto[field] || undefined);
    }
    if (dto.username !== undefined) user.username = await this.availableUsername(dto.username, user);
    if (dto.phone !== undefined) {
      if (dto.phone === '') {
        user.set('phone', undefined);
        user.set('phoneVerifiedAt', undefined);
        user.set('phoneCode', undefined);
        // No number, nowhere to send WhatsApp reminders.
        user.set('reminder.whatsapp', false);
      } else {
        // Until the address is proven the account may be a pre-registrant's, waiting for the owner (review M3).
        if (!user.emailVerified) throw new ForbiddenException(PROFILE_MESSAGES.verifyBeforePhone);
        const phone = normalisePhone(dto.phone);
        if (!phone) throw new BadRequestException(UNREADABLE_PHONE);
        if (phone !== user.phone) {
          // A new number is unproven: no code or verification of the old one carries over, nor the opt-in (decision 0079).
          user.set('phoneVerifiedAt', undefined);
          user.set('phoneCode', undefined);
          user.set('reminder.whatsapp', false);
        }
        user.phone = phone;
      }
    }
  }

  private async availableUsername(input: string, user: UserDocument): Promise<string> {
    const problem = usernameError(input);
    if (problem) throw new BadRequestException(problem);
    const username = input.toLowerCase();
    const owner = await this.users.findOne({ username }, { _id: 1 }).lean();
    if (owner && String(owner._id) !== user.id) throw new ConflictException(USERNAME_TAKEN);
    return username;
  }

  private applyReminder(user: UserDocument, reminder: UpdateReminderDto): void {
    if (reminder.gmail === undefined && reminder.whatsapp === undefined) {
      throw new BadRequestException(NOTHING_TO_CHANGE);
    }
    if (reminder.whatsapp && !user.emailVerified) throw new ForbiddenException(PROFILE_MESSAGES.verifyBeforePhone);
    if (reminder.whatsapp && !user.phone) throw new BadRequestException(PHONE_NEEDED_FOR_WHATSAPP);
    if (reminder.whatsapp && !user.phoneVerifiedAt) throw new ForbiddenException(PROFILE_MESSAGES.verifyPhoneFirst);
    if (reminder.gmail !== undefined) user.set('reminder.gmail', reminder.gmail);
    if (reminder.whatsapp !== undefined) user.set('reminder.whatsapp', reminder.whatsapp);
  }
}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SessionModule } from '../session';
import { ThrottlingModule } from '../platform/throttling';
import { StorageModule } from '../integrations/avatar-storage';
import { WhatsAppModule } from '../integrations/whatsapp';
import { AccountRecords } from './account-records';
import { AvatarController } from './avatar.controller';
import { ContactRecords } from './contact-records';
import { DeletionRecords } from './deletion-records';
import { ParentalAgreementRecords } from './parental-agreement-records';
import { PasswordResetRecords } from './password-reset-records';
import { PhoneVerificationController } from './phone-verification.controller';
import { PhoneVerificationService } from './phone-verification.service';
import { PublicProfileRecords } from './public-profile-records';
import { ReferralCodesService } from './referral-codes.service';
import { ReferralRecords } from './referral-records';
import { ReminderRecords } from './reminder-records';
import { User, UserSchema } from './schemas/user.schema';
import { SessionAccountRecords } from './session-account-records';
import { SessionsEnded } from './sessions-ended';
import { UserAvatarService } from './user-avatar.service';
import { UsersProfileController } from './users-profile.controller';
import { UsersProfileService } from './users-profile.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/**
 * Owns the `users` collection: other modules go through its narrow providers, one per kind of caller
 * (decision 0018, amended), never the model. `SessionsEnded` is shared inside and not exported.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]), SessionModule, StorageModule, ThrottlingModule, WhatsAppModule],
  controllers: [UsersController, UsersProfileController, AvatarController, PhoneVerificationController],
  providers: [
    UsersService,
    AccountRecords,
    PasswordResetRecords,
    DeletionRecords,
    SessionAccountRecords,
    SessionsEnded,
    ReferralRecords,
    PublicProfileRecords,
    ContactRecords,
    ReminderRecords,
    ParentalAgreementRecords,
    ReferralCodesService,
    UsersProfileService,
    UserAvatarService,
    PhoneVerificationService,
  ],
  exports: [
    UsersService,
    AccountRecords,
    PasswordResetRecords,
    DeletionRecords,
    SessionAccountRecords,
    ReferralRecords,
    PublicProfileRecords,
    ContactRecords,
    ReminderRecords,
    ParentalAgreementRecords,
  ],
})
export class UsersModule {}

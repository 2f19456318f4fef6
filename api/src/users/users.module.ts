import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SessionModule } from '../session';
import { ThrottlingModule } from '../platform/throttling';
import { StorageModule } from '../integrations/avatar-storage';
import { WhatsAppModule } from '../integrations/whatsapp';
import { AvatarController } from './avatar.controller';
import { ParentalAgreementRecords } from './parental-agreement-records';
import { PhoneVerificationController } from './phone-verification.controller';
import { PhoneVerificationService } from './phone-verification.service';
import { ReferralCodesService } from './referral-codes.service';
import { User, UserSchema } from './schemas/user.schema';
import { UserAvatarService } from './user-avatar.service';
import { UsersProfileController } from './users-profile.controller';
import { UsersProfileService } from './users-profile.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Owns the `users` collection: other modules go through UsersService, never the model. */
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]), SessionModule, StorageModule, ThrottlingModule, WhatsAppModule],
  controllers: [UsersController, UsersProfileController, AvatarController, PhoneVerificationController],
  providers: [UsersService, ReferralCodesService, UsersProfileService, UserAvatarService, ParentalAgreementRecords, PhoneVerificationService],
  exports: [UsersService, ParentalAgreementRecords],
})
export class UsersModule {}

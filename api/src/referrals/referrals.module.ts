import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaymentsModule } from '../payments';
import { UsersModule } from '../users';
import { ReferralsController } from './referrals.controller';
import { ReferralsService } from './referrals.service';
import { ReferralCredit, ReferralCreditSchema } from './schemas/referral-credit.schema';
import { ReferralsErasure } from './referrals-erasure.service';

/** Referral credits: uses payments (the ledger pays) and reads users; registers itself with checkout. */
@Module({
  imports: [PaymentsModule, UsersModule, MongooseModule.forFeature([{ name: ReferralCredit.name, schema: ReferralCreditSchema }])],
  controllers: [ReferralsController],
  providers: [ReferralsErasure, ReferralsService],
  exports: [ReferralsErasure, ReferralsService],
})
export class ReferralsModule {}

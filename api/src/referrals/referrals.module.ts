import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { UsersModule } from '../users/users.module';
import { ReferralsController } from './referrals.controller';
import { ReferralsService } from './referrals.service';

/** Referral attribution and earnings; reads users and payments, writes money only through the ledger. */
@Module({
  imports: [UsersModule, PaymentsModule],
  controllers: [ReferralsController],
  providers: [ReferralsService],
})
export class ReferralsModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PaystackModule } from '../../integrations/paystack';
import { LedgerModule } from '../ledger/ledger.module';
import { PaystackTransferGateway } from './paystack-transfer.gateway';
import { Withdrawal, WithdrawalSchema } from './schemas/withdrawal.schema';
import { TRANSFER_GATEWAY } from './transfer-gateway';
import { WithdrawalsScheduler } from './withdrawals.scheduler';
import { WithdrawalsService } from './withdrawals.service';

@Module({
  imports: [LedgerModule, PaystackModule, MongooseModule.forFeature([{ name: Withdrawal.name, schema: WithdrawalSchema }])],
  providers: [WithdrawalsService, WithdrawalsScheduler, { provide: TRANSFER_GATEWAY, useClass: PaystackTransferGateway }],
  exports: [WithdrawalsService],
})
export class WithdrawalsModule {}

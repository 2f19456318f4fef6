import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { LearningModule } from '../learning/learning.module';
import { MailModule } from '../mail/mail.module';
import { TodosModule } from '../todos/todos.module';
import { UsersModule } from '../users/users.module';
import { WhatsAppModule } from '../whatsapp/whatsapp.module';
import { DeliveryLedger } from './delivery-ledger.service';
import { DigestReader } from './digest-reader';
import { RemindersController } from './reminders.controller';
import { RemindersScheduler } from './reminders.scheduler';
import { RemindersService } from './reminders.service';
import { ReminderDelivery, ReminderDeliverySchema } from './schemas/reminder-delivery.schema';
import { UnsubscribeTokenService } from './unsubscribe-token.service';
import { RemindersErasure } from './reminders-erasure.service';

/** The weekly digest by e-mail and WhatsApp, the one-click way out of it, and the delivery ledger meeting notices share. */
@Module({
  imports: [
    UsersModule,
    LearningModule,
    TodosModule,
    MailModule,
    WhatsAppModule,
    JwtModule.register({}),
    MongooseModule.forFeature([{ name: ReminderDelivery.name, schema: ReminderDeliverySchema }]),
  ],
  controllers: [RemindersController],
  providers: [RemindersErasure, RemindersService, DeliveryLedger, DigestReader, UnsubscribeTokenService, RemindersScheduler],
  exports: [RemindersErasure, RemindersService, DeliveryLedger],
})
export class RemindersModule {}

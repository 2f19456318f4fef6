import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { LearningModule } from '../learning';
import { MailModule } from '../integrations/mail';
import { OutboxModule } from '../outbox';
import { TodosModule } from '../todos';
import { UsersModule } from '../users';
import { WhatsAppModule } from '../integrations/whatsapp';
import { DigestReader } from './digest-reader';
import { RemindersController } from './reminders.controller';
import { RemindersScheduler } from './reminders.scheduler';
import { RemindersService } from './reminders.service';
import { UnsubscribeTokenService } from './unsubscribe-token.service';

/** The weekly digest by e-mail and WhatsApp and the one-click way out of it; each digest is claimed in the outbox first. */
@Module({
  imports: [
    UsersModule,
    LearningModule,
    TodosModule,
    MailModule,
    WhatsAppModule,
    OutboxModule,
    JwtModule.register({}),
  ],
  controllers: [RemindersController],
  providers: [RemindersService, DigestReader, UnsubscribeTokenService, RemindersScheduler],
  exports: [RemindersService],
})
export class RemindersModule {}

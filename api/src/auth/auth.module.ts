import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { MailModule } from '../integrations/mail';
import { OutboxModule } from '../outbox';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { ParentalAgreementController } from './parental-agreement/parental-agreement.controller';
import { ParentalAgreementService } from './parental-agreement/parental-agreement.service';
import { BirthMonthController } from './parental-agreement/birth-month.controller';
import { BirthMonthService } from './parental-agreement/birth-month.service';
import { DeletionRequestsModule } from '../account-deletion';
import { ParentMailBudget } from './parental-agreement/parent-mail-budget';
import { ThrottlingModule } from '../platform/throttling';
import { SessionModule } from '../session';
import { VerificationMailBudget } from './verification-mail-budget';
import { WelcomeMailService } from './welcome-mail.service';

@Module({
  imports: [ThrottlingModule, DeletionRequestsModule, UsersModule, SessionModule, MailModule, OutboxModule, JwtModule.register({})],
  controllers: [AuthController, EmailVerificationController, ParentalAgreementController, BirthMonthController],
  providers: [AuthService, EmailVerificationService, WelcomeMailService, ParentalAgreementService, ParentMailBudget, VerificationMailBudget, BirthMonthService],
  exports: [AuthService, EmailVerificationService, WelcomeMailService, ParentalAgreementService],
})
export class AuthModule {}

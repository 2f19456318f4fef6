import { Module } from '@nestjs/common';
import { LedgerModule } from '../payments';
import { UsersModule } from '../users';
import { UserAnswerController } from './user-answer.controller';

/** `GET /users/:id`: registered after every other `/users/<word>` route, which `:id` would otherwise take. */
@Module({
  imports: [UsersModule, LedgerModule],
  controllers: [UserAnswerController],
})
export class UserAnswerModule {}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalNotNull } from '../platform/validation';

export class UserAnswerQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'true',
    description: 'false: the profile alone, without totalBalance and mentorBalance (one plain read, for screens that do not show money)',
  })
  @OptionalNotNull()
  @IsIn(['true', 'false'], { message: 'balances must be true or false' })
  balances?: 'true' | 'false';
}

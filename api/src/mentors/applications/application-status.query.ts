import { ApiPropertyOptional } from '@nestjs/swagger';
import type { MentorApplicationStatus } from '@trail/shared';
import { IsIn } from 'class-validator';
import { OptionalNotNull } from '../../platform/validation';
import { APPLICATION_STATUSES } from '../schemas/mentor-application.schema';

export class ApplicationStatusQuery {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, default: 'pending' })
  @OptionalNotNull()
  @IsIn(APPLICATION_STATUSES)
  status: MentorApplicationStatus = 'pending';
}

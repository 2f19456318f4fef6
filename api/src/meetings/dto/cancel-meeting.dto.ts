import { ApiPropertyOptional } from '@nestjs/swagger';
import { type CancelMeetingBody, INPUT_LIMITS } from '@trail/shared';
import { IsString, MaxLength } from 'class-validator';
import { NoControlCharacters, OptionalNotNull, Trim } from '../../platform/validation';

export class CancelMeetingDto implements CancelMeetingBody {
  @ApiPropertyOptional({ maxLength: INPUT_LIMITS.cancellationReason, description: 'Passed on to the other person' })
  @OptionalNotNull()
  @Trim()
  @IsString()
  @NoControlCharacters({ multiline: true })
  @MaxLength(INPUT_LIMITS.cancellationReason)
  reason?: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type JoinMailingListBody,
  MAILING_LIST_REASONS,
  type MailingListReason,
  MESSAGES,
  isValidEmail,
  normaliseEmail,
} from '@trail/shared';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy } from 'class-validator';
import { OptionalNotNull } from '../../platform/validation';

const EMAIL_MAX = 254;

function isAcceptableEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX && isValidEmail(value);
}

export class JoinMailingListDto implements JoinMailingListBody {
  @ApiProperty({ example: 'ada@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? normaliseEmail(value).toLowerCase() : value))
  // One check, so a bad address gets the spec's message once rather than once per rule.
  @ValidateBy({ name: 'isTrailEmail', validator: { validate: isAcceptableEmail } }, { message: MESSAGES.invalidEmail })
  email: string;

  @ApiPropertyOptional({ enum: MAILING_LIST_REASONS, default: 'waitlist' })
  @OptionalNotNull()
  @IsIn(MAILING_LIST_REASONS)
  reason?: MailingListReason;
}

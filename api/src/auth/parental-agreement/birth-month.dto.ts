import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { type BirthMonthBody, PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { IsEmail, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms/trim';
import { OptionalNotNull } from '../../common/validators/optional-not-null';
import { BIRTH_MONTH_PATTERN } from '../dto/register.dto';

/** The same fields, checks and texts as at sign-up (RegisterDto). */
export class BirthMonthDto implements BirthMonthBody {
  @ApiProperty({ description: 'Month and year of birth, YYYY-MM: under 13 is refused, 13–17 needs parentEmail', example: '2001-04' })
  @Matches(BIRTH_MONTH_PATTERN, { message: PARENTAL_AGREEMENT_MESSAGES.birthMonthInvalid })
  birthMonth: string;

  @ApiPropertyOptional({ description: "A parent's or guardian's e-mail; required when the learner is 13–17" })
  @OptionalNotNull()
  @Trim()
  @IsEmail({}, { message: 'parentEmail must be a valid e-mail address' })
  @MaxLength(254)
  parentEmail?: string;
}

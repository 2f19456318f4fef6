import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXTENSION_FLAGS, type ExtensionFlag, INPUT_LIMITS, PARENTAL_AGREEMENT_MESSAGES, type RegisterBody } from '@trail/shared';
import { IsEmail, IsIn, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { NoControlCharacters, OptionalNotNull, SingleLine, Trim } from '../../platform/validation';
import { FitsBcrypt } from './password-bytes';

export const PASSWORD_MIN_LENGTH = INPUT_LIMITS.passwordMin;
const BIRTH_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export class RegisterDto implements RegisterBody {
  @ApiProperty()
  @Trim()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @FitsBcrypt()
  password: string;

  @ApiProperty()
  @SingleLine()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @Length(1, 50, { message: 'firstName must be 1 to 50 characters' })
  firstName: string;

  @ApiProperty()
  @SingleLine()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @Length(1, 50, { message: 'lastName must be 1 to 50 characters' })
  lastName: string;

  @ApiProperty({ description: 'Month and year of birth, YYYY-MM: under 13 is refused, 13–17 needs parentEmail', example: '2001-04' })
  @Matches(BIRTH_MONTH_PATTERN, { message: PARENTAL_AGREEMENT_MESSAGES.birthMonthInvalid })
  birthMonth: string;

  @ApiPropertyOptional({ description: "A parent's or guardian's e-mail; required when the learner is 13–17" })
  @OptionalNotNull()
  @Trim()
  @IsEmail({}, { message: 'parentEmail must be a valid e-mail address' })
  @MaxLength(254)
  parentEmail?: string;

  @ApiPropertyOptional({ description: "A referrer's code; unknown codes are ignored" })
  @OptionalNotNull()
  @Trim()
  @IsString()
  @NoControlCharacters()
  @MaxLength(32)
  refCode?: string;

  @ApiPropertyOptional({ enum: EXTENSION_FLAGS })
  @OptionalNotNull()
  @IsIn(EXTENSION_FLAGS)
  extension?: ExtensionFlag;
}

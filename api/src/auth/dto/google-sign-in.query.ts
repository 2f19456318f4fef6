import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PARENTAL_AGREEMENT_MESSAGES } from '@trail/shared';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../platform/validation';

/** What Google appends to the redirect; the dashboard may forward all of it. */
export class GoogleSignInQuery {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  code: string;

  @ApiProperty({ description: 'The state Google sent back with the code' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  state: string;

  @ApiProperty({ description: 'The `flow` from GET /auth/googleurl, kept by the browser that started the sign-in' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  flow: string;

  @ApiPropertyOptional({ description: 'YYYY-MM, from the sign-up page: needed only when this Google account has no Trail account yet' })
  @OptionalNotNull()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: PARENTAL_AGREEMENT_MESSAGES.birthMonthInvalid })
  birthMonth?: string;

  @OptionalNotNull() @IsString() @MaxLength(2048) scope?: string;
  @OptionalNotNull() @IsString() @MaxLength(64) authuser?: string;
  @OptionalNotNull() @IsString() @MaxLength(64) prompt?: string;
  @OptionalNotNull() @IsString() @MaxLength(256) hd?: string;
  @OptionalNotNull() @IsString() @MaxLength(256) iss?: string;
}

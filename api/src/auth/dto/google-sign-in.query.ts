import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../common/validators/optional-not-null';

/** What Google appends to the redirect; the dashboard may forward all of it. */
export class GoogleSignInQuery {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  code: string;

  @ApiPropertyOptional({ description: 'The state from GET /auth/googleurl; checked when present' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(2048)
  state?: string;

  @OptionalNotNull() @IsString() @MaxLength(2048) scope?: string;
  @OptionalNotNull() @IsString() @MaxLength(64) authuser?: string;
  @OptionalNotNull() @IsString() @MaxLength(64) prompt?: string;
  @OptionalNotNull() @IsString() @MaxLength(256) hd?: string;
  @OptionalNotNull() @IsString() @MaxLength(256) iss?: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalNotNull } from '../../common/validators/optional-not-null';

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

  @OptionalNotNull() @IsString() @MaxLength(2048) scope?: string;
  @OptionalNotNull() @IsString() @MaxLength(64) authuser?: string;
  @OptionalNotNull() @IsString() @MaxLength(64) prompt?: string;
  @OptionalNotNull() @IsString() @MaxLength(256) hd?: string;
  @OptionalNotNull() @IsString() @MaxLength(256) iss?: string;
}

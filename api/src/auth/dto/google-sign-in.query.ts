import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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

  @IsOptional() @IsString() @MaxLength(2048) scope?: string;
  @IsOptional() @IsString() @MaxLength(64) authuser?: string;
  @IsOptional() @IsString() @MaxLength(64) prompt?: string;
  @IsOptional() @IsString() @MaxLength(256) hd?: string;
  @IsOptional() @IsString() @MaxLength(256) iss?: string;
}

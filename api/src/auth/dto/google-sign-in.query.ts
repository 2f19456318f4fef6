import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** What Google appends to the redirect; the dashboard may forward all of it. */
export class GoogleSignInQuery {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  code: string;

  @ApiPropertyOptional({ description: 'The state from GET /auth/googleurl; checked when present' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  state?: string;

  @IsOptional() @IsString() @MaxLength(2048) scope?: string;
  @IsOptional() @IsString() @MaxLength(64) authuser?: string;
  @IsOptional() @IsString() @MaxLength(64) prompt?: string;
  @IsOptional() @IsString() @MaxLength(256) hd?: string;
  @IsOptional() @IsString() @MaxLength(256) iss?: string;
}

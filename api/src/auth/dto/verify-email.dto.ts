import { ApiProperty } from '@nestjs/swagger';
import type { VerifyEmailBody } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class VerifyEmailDto implements VerifyEmailBody {
  @ApiProperty({ description: 'The token from the link in the verification mail' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2048)
  token: string;
}

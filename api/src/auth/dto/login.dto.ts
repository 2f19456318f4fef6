import { ApiProperty } from '@nestjs/swagger';
import type { LoginBody } from '@trail/shared';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../platform/validation';

export class LoginDto implements LoginBody {
  @ApiProperty()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  password: string;
}

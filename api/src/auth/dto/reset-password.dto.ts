import { ApiProperty } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';
import { FitsBcrypt } from './password-bytes';
import { PASSWORD_MIN_LENGTH } from './register.dto';

export class ResetPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @FitsBcrypt()
  password: string;
}

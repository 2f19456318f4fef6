import { ApiProperty } from '@nestjs/swagger';
import type { AccountDeletionBody } from '@trail/shared';
import { IsNotEmpty, IsString, ValidateBy } from 'class-validator';

/** Like MaxLength, but silent about a missing password, which IsString already words. */
const fitsIn = (max: number): PropertyDecorator =>
  ValidateBy({ name: 'fitsIn', validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max, defaultMessage: () => `password must be at most ${max} characters` } });

const PASSWORD_NEEDED = 'Please type in your password to delete your account';

export class AccountDeletionDto implements AccountDeletionBody {
  @ApiProperty({ description: 'The account password, asked again (Google-only accounts set one through Forgot password first)' })
  @fitsIn(128)
  @IsNotEmpty({ message: PASSWORD_NEEDED })
  @IsString({ message: PASSWORD_NEEDED })
  password: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { type BankDetailsBody, MESSAGES } from '@trail/shared';
import { IsNotEmpty, IsString, ValidateBy } from 'class-validator';
import { NoControlCharacters, SingleLine } from '../../../platform/validation';

/** Like MaxLength, but silent about a missing field, which IsString already words. */
const FitsIn = (max: number, message: string): PropertyDecorator =>
  ValidateBy({ name: 'fitsIn', validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max, defaultMessage: () => message } });

export const PASSWORD_NEEDED = 'Please type in your password to change your bank details';

/** Types and sizes only: blank fields, the account number and the bank are checked by the shared rule. */
export class BankDetailsDto implements BankDetailsBody {
  @ApiProperty({ description: 'Must match the name the bank holds (POST /payments/resolveaccount)' })
  @SingleLine()
  @FitsIn(100, 'accountName must be at most 100 characters')
  @NoControlCharacters()
  @IsString({ message: MESSAGES.fillInFields })
  accountName: string;

  @ApiProperty({ example: '0123456789' })
  @FitsIn(20, MESSAGES.checkAccountNumber)
  @IsString({ message: MESSAGES.fillInFields })
  accountNumber: string;

  @ApiProperty({ description: 'One of GET /payments/getbanks' })
  @SingleLine()
  @FitsIn(100, MESSAGES.checkBankName)
  @NoControlCharacters()
  @IsString({ message: MESSAGES.fillInFields })
  bankName: string;

  @ApiProperty({ description: 'The code of that bank in GET /payments/getbanks' })
  @FitsIn(20, MESSAGES.checkBankName)
  @IsString({ message: MESSAGES.checkBankName })
  bankCode: string;

  @ApiProperty({ description: 'The account password, asked again (Google-only accounts set one through Forgot password first)' })
  @FitsIn(128, 'password must be at most 128 characters')
  @IsNotEmpty({ message: PASSWORD_NEEDED })
  @IsString({ message: PASSWORD_NEEDED })
  password: string;
}

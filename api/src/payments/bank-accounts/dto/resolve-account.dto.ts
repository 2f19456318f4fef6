import { ApiProperty } from '@nestjs/swagger';
import { BANK_ACCOUNT_NUMBER_LENGTH, MESSAGES, type ResolveAccountBody } from '@trail/shared';
import { IsString, Matches } from 'class-validator';

export class ResolveAccountDto implements ResolveAccountBody {
  @ApiProperty({ example: '0123456789' })
  @Matches(new RegExp(`^\\d{${BANK_ACCOUNT_NUMBER_LENGTH}}$`), { message: MESSAGES.checkAccountNumber })
  @IsString({ message: MESSAGES.checkAccountNumber })
  accountNumber: string;

  @ApiProperty({ example: '058' })
  @Matches(/^[0-9A-Za-z-]{1,20}$/, { message: MESSAGES.checkBankName })
  @IsString({ message: MESSAGES.checkBankName })
  bankCode: string;
}

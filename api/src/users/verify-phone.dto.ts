import { ApiProperty } from '@nestjs/swagger';
import { PHONE_CODE, type VerifyPhoneBody } from '@trail/shared';
import { Matches } from 'class-validator';

export class VerifyPhoneDto implements VerifyPhoneBody {
  @ApiProperty({ example: '123456', description: `The ${PHONE_CODE.digits}-digit code sent by WhatsApp` })
  @Matches(new RegExp(`^\\d{${PHONE_CODE.digits}}$`), { message: `code must be the ${PHONE_CODE.digits} digits sent to you by WhatsApp` })
  code: string;
}

import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthResponse, MessageResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, ownId } from '../session';
import { ApiAdded, ApiErrors, ApiOk, sharedType, SIGNED_IN, WHY } from '../platform/openapi';
import { PhoneVerificationService } from './phone-verification.service';
import { VerifyPhoneDto } from './verify-phone.dto';

/** Proving the profile's phone number before WhatsApp messages go to it (security review L6, decision 0079). */
@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class PhoneVerificationController {
  constructor(private readonly phones: PhoneVerificationService) {}

  @Post(':id/phone/code')
  @ApiOperation({
    summary: 'Send a WhatsApp code to verify the saved phone number',
    description:
      "Request: none; `:id` is `me` or the caller's own id. Answer: 200 `MessageResponse`: a 6-digit code " +
      'went to the saved number by WhatsApp (template `WHATSAPP_CODE_TEMPLATE`), valid 10 minutes and 5 ' +
      'tries (decision 0079). 400 no number saved, 403 unverified e-mail or the demo, 409 already ' +
      'verified, 429 past 3 codes an hour or 10 a day per account or per number (`Retry-After`), 503 ' +
      'WhatsApp could not send',
  })
  @ApiAdded()
  @HttpCode(HttpStatus.OK)
  @ApiOk('A 6-digit code went to the saved number by WhatsApp; it works for 10 minutes and 5 tries', sharedType('MessageResponse'))
  @ApiErrors({
    400: 'No phone number is saved',
    403: `The id is not the caller’s own, the e-mail address is unverified, or a demo account`,
    409: 'The number is already verified, or it changed while the code was made',
    429: 'Too many codes: per account and per number, 3 an hour and 10 a day; Retry-After says when',
    503: 'WhatsApp refused or could not be reached',
  })
  sendCode(@Param('id') id: string, @CurrentUser() caller: AuthUser): Promise<MessageResponse> {
    return this.phones.sendCode(ownId(id, caller));
  }

  @Post(':id/phone/verify')
  @ApiOperation({
    summary: 'Verify the phone number with the WhatsApp code',
    description:
      'Request: `VerifyPhoneBody` `{ code }` (6 digits). Answer: 200 `AuthResponse` with ' +
      '`user.phoneVerified: true`. 400 a wrong code, or none live (expired, 5 wrong tries, never sent, or ' +
      'the number changed since): ask for a new one',
  })
  @ApiAdded()
  @HttpCode(HttpStatus.OK)
  @ApiOk('The number is verified: a fresh session carrying `phoneVerified: true`', sharedType('AuthResponse'))
  @ApiErrors({
    400: `${WHY.invalid}; a wrong code, or none live (expired, 5 wrong tries, never sent): ask for a new one`,
    403: `The id is not the caller’s own, or a demo account`,
  })
  verify(@Param('id') id: string, @CurrentUser() caller: AuthUser, @Body() dto: VerifyPhoneDto): Promise<AuthResponse> {
    return this.phones.verify(ownId(id, caller), dto.code);
  }
}

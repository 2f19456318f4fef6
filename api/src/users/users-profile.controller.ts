import { Body, Controller, Param, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, ownId } from '../session';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { UpdateUserDto } from './update-user.dto';
import { UserAvatarService } from './user-avatar.service';
import { UsersProfileService } from './users-profile.service';
import { ApiErrors, ApiJsonOrMultipart, ApiOk, AVATAR_FORM, sharedType, SIGNED_IN, WHY } from '../platform/openapi';

@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class UsersProfileController {
  constructor(
    private readonly profile: UsersProfileService,
    private readonly avatars: UserAvatarService,
  ) {}

  /** One subset of the profile as JSON, or a multipart `avatar` image; answers a fresh session. */
  @Put(':id')
  @ApiOperation({
    summary: "Update the caller's profile, reminders or avatar",
    description:
      'Request: one subset of `UpdateUserBody`: `{tag?, bio?, username?, clarity?, phone?, timezone?}` or ' +
      '`{reminder: {gmail?, whatsapp?}}`; or `multipart/form-data` with an `avatar` image (≤ 5 MB). ' +
      'Answer: `AuthResponse`. Text fields are trimmed; `tag` ≤ 120, `bio` ≤ 500, `clarity` ≤ 500 characters ' +
      '(`PROFILE_LIMITS`), an empty string clears the field. `username` follows `usernameError` and is stored ' +
      'lowercase; taken (any case) → 409 `This username is taken`. `phone` is stored in E.164 (`normalisePhone`); ' +
      'an empty phone also turns WhatsApp reminders off; `reminder.whatsapp: true` without a phone → 400, with a ' +
      'phone not yet verified by a WhatsApp code → 403 (decision 0079); saving a different number clears its ' +
      'verification and turns WhatsApp reminders off. `timezone` is an IANA name (`Africa/Lagos`), else 400 ' +
      '`timezone must be a time zone name such as Africa/Lagos`; meeting mails and WhatsApp messages give times ' +
      'in it. Profile and reminder fields in one request → 400; any other field (role, email, balances, code, ' +
      'referred, password, bank fields) → 400 `property X should not exist`. The avatar is a multipart form with ' +
      'the single file field `avatar` and no other fields; not an image or over about 24 megapixels → 400, over ' +
      "5 MB → 413 (someone else's id → 403 before the upload is read); it is stored as a 256 px WebP " +
      '([decision 0008](decisions/0008-avatars-in-gridfs.md)). Referral codes are 7 characters from `A–Z 2–9` ' +
      'without `0 O 1 I L`.',
  })
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiJsonOrMultipart(UpdateUserDto, AVATAR_FORM, 'One subset of the profile as JSON, or a form with the one file field `avatar` (≤ 5 MB)')
  @ApiOk('A fresh session carrying the changed profile', sharedType('AuthResponse'))
  @ApiErrors({ 400: `${WHY.invalid}; more than one subset, nothing to change, or an empty or unreadable image`, 403: 'The id is not the caller’s own, or a demo account', 404: 'This account no longer exists', 409: 'The username is already taken', 413: 'The avatar is over 5 MB' })
  update(
    @Param('id') id: string,
    @CurrentUser() caller: AuthUser,
    @Body() dto: UpdateUserDto,
    @UploadedFile() avatar?: { buffer: Buffer },
  ): Promise<AuthResponse> {
    const userId = ownId(id, caller);
    return avatar ? this.avatars.replace(userId, avatar.buffer) : this.profile.update(userId, dto);
  }
}

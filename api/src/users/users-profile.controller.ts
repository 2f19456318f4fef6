import { Body, Controller, Param, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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

import { Body, Controller, Param, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AuthResponse } from '@trail/shared';
import type { AuthUser } from '../auth/auth-user';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { UpdateUserDto } from './update-user.dto';
import { UserAvatarService } from './user-avatar.service';
import { ownId } from './users.controller';
import { UsersProfileService } from './users-profile.service';

@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('users')
export class UsersProfileController {
  constructor(
    private readonly profile: UsersProfileService,
    private readonly avatars: UserAvatarService,
  ) {}

  /** One subset of the profile as JSON, or a multipart `avatar` image; answers a fresh session. */
  @Put(':id')
  @UseInterceptors(AvatarUploadInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: UpdateUserDto, description: 'or multipart/form-data with one `avatar` image file (≤ 5 MB)' })
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

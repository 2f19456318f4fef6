import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { StorageModule } from '../storage/storage.module';
import { AvatarController } from './avatar.controller';
import { UserAvatarService } from './user-avatar.service';
import { UsersProfileController } from './users-profile.controller';
import { UsersProfileService } from './users-profile.service';

/**
 * Profile edits answer a fresh session (AuthService), and AuthModule already builds on UsersModule,
 * so they live in a module of their own rather than in UsersModule.
 */
@Module({
  imports: [AuthModule, StorageModule],
  controllers: [UsersProfileController, AvatarController],
  providers: [UsersProfileService, UserAvatarService],
})
export class UsersProfileModule {}

import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuthResponse } from '@trail/shared';
import type { Model } from 'mongoose';
import { SessionService } from '../session';
import { appConfig, type AppConfig } from '../platform/config';
import { AvatarStorage } from '../integrations/avatar-storage';
import { toAvatarWebp } from './avatar-image';
import { User } from './schemas/user.schema';
import { UsersService } from './users.service';

@Injectable()
export class UserAvatarService {
  private readonly logger = new Logger('Avatars');

  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly storage: AvatarStorage,
    private readonly sessions: SessionService,
    private readonly usersService: UsersService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * Stores the new picture, points the profile at it, then removes the one it replaces: only the file
   * this account uploaded (`avatarFile`), never one a URL names (security review M2).
   */
  async replace(userId: string, upload: Buffer): Promise<AuthResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('This account no longer exists');
    const name = await this.storage.save(await toAvatarWebp(upload), userId);
    const previous = user.avatarFile;
    user.avatarFile = name;
    user.profileImgUrl = `${this.config.publicApiUrl}/avatars/${name}`;
    try {
      await user.save();
    } catch (error) {
      await this.storage.delete(name, userId);
      throw error;
    }
    if (previous) {
      await this.storage.delete(previous, userId).catch((error: unknown) => this.logger.warn(`Old avatar ${previous} stays: ${String(error)}`));
    }
    const record = user.toObject();
    return { token: await this.sessions.issue(record), user: this.usersService.toPublic(record) };
  }
}

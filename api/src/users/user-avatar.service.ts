import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { AuthResponse } from '@trail/shared';
import type { Model } from 'mongoose';
import { SessionService } from '../auth/session.service';
import { type AppConfig, appConfig } from '../config/app.config';
import { AvatarStorage } from '../storage/avatar-storage.service';
import { toAvatarWebp } from './avatar-image';
import { User } from './schemas/user.schema';
import { UsersService } from './users.service';

/** The stored file behind one of our avatar URLs; null for any other picture (e.g. Google's). */
export function avatarFileOf(url: string | undefined): string | null {
  return url?.match(/\/avatars\/([a-f0-9]{24}\.webp)$/)?.[1] ?? null;
}

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

  /** Stores the new picture, points the profile at it, then removes the picture it replaces. */
  async replace(userId: string, upload: Buffer): Promise<AuthResponse> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('This account no longer exists');
    const name = await this.storage.save(await toAvatarWebp(upload));
    const previous = avatarFileOf(user.profileImgUrl);
    user.profileImgUrl = `${this.config.publicApiUrl}/avatars/${name}`;
    try {
      await user.save();
    } catch (error) {
      await this.storage.delete(name);
      throw error;
    }
    if (previous) {
      await this.storage.delete(previous).catch((error: unknown) => this.logger.warn(`Old avatar ${previous} stays: ${String(error)}`));
    }
    const record = user.toObject();
    return { token: await this.sessions.issue(record), user: this.usersService.toPublic(record) };
  }
}

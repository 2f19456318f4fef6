import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { AuthThrottlingModule } from './common/throttling/auth-throttling.module';
import { TrailConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { SkillsModule } from './skills/skills.module';
import { UsersProfileModule } from './users/users-profile.module';

@Module({
  imports: [TrailConfigModule, DatabaseModule, AuthThrottlingModule, AuthModule, UsersProfileModule, SkillsModule],
})
export class AppModule {}

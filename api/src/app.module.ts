import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { TrailConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { SkillsModule } from './skills/skills.module';

@Module({
  imports: [TrailConfigModule, DatabaseModule, AuthModule, SkillsModule],
})
export class AppModule {}

import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { UsersModule } from '../users/users.module';
import { DemoSeedService } from './demo-seed.service';
import { demoConfig } from './demo.config';

@Module({
  imports: [ConfigModule.forFeature(demoConfig), UsersModule],
  providers: [DemoSeedService],
})
export class DemoModule {}

import { Module } from '@nestjs/common';
import { AvatarStorage } from './avatar-storage.service';

@Module({
  providers: [AvatarStorage],
  exports: [AvatarStorage],
})
export class StorageModule {}

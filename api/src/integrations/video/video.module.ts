import { Module } from '@nestjs/common';
import { JitsiClient } from './jitsi.client';
import { MeetingRooms } from './meeting-rooms';

@Module({
  providers: [{ provide: MeetingRooms, useClass: JitsiClient }],
  exports: [MeetingRooms],
})
export class VideoModule {}

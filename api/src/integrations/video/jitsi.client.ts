import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type MeetingRoom, MeetingRooms } from './meeting-rooms';
import { videoConfig, type VideoConfig } from './video.config';

export const JITSI_VENUE = 'Jitsi Meet';

/**
 * A Jitsi Meet room is made by the first person who opens its address, so a room is just a name:
 * 128 random bits, so nobody can guess their way into someone else's meeting.
 */
@Injectable()
export class JitsiClient extends MeetingRooms {
  constructor(@Inject(videoConfig.KEY) private readonly config: VideoConfig) {
    super();
  }

  open(): MeetingRoom {
    return { meetLink: `${this.config.jitsiBaseUrl}/Trail-${randomBytes(16).toString('hex')}`, venue: JITSI_VENUE };
  }
}

import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { BOOKING_MESSAGES } from '@trail/shared';
import { isValidObjectId } from 'mongoose';
import { SessionAccountRecords } from '../users';

export const BAD_MEETING_ID = 'id must be a valid id';
export const BAD_USER_ID = 'id must be a valid user id';

export function checkMeetingId(id: string): string {
  if (!isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) throw new BadRequestException(BAD_MEETING_ID);
  return id;
}

/** Whose meetings a caller may list: their own, or anyone's for an admin. */
@Injectable()
export class MeetingAccess {
  constructor(private readonly sessionAccounts: SessionAccountRecords) {}

  async checkListOf(userId: string, callerId: string): Promise<void> {
    if (!/^[0-9a-f]{24}$/i.test(userId)) throw new BadRequestException(BAD_USER_ID);
    if (userId === callerId) return;
    const access = await this.sessionAccounts.accessOf(callerId);
    if (access?.role !== 'admin') throw new ForbiddenException(BOOKING_MESSAGES.notYourMeeting);
  }
}

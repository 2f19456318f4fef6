import type { MeetingParty } from '@trail/shared';

/** Cache keys of the meeting lists; a comment or a cancellation refreshes everything under `all`. */
export const meetingQueryKeys = {
  all: ['meetings'] as const,
  list: (side: MeetingParty, userId: string) => ['meetings', side, userId] as const,
  booking: (reference: string) => ['meetings', 'booking', reference] as const,
};

import type { FreeTimeBody, FreeTimeResponse, NewFreeTimeSlot } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useChangeFreeTime } from './change-free-time';

export const addFreeTime = (slot: NewFreeTimeSlot) =>
  api.put<FreeTimeResponse>('/users/freetime', { freeTime: [slot] } satisfies FreeTimeBody);

/** Adds one weekly slot; the API refuses overlaps and duplicates with a message to show. */
export const useAddFreeTime = () => useChangeFreeTime(addFreeTime);

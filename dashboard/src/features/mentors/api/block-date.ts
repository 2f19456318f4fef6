import type { FreeTimeResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useChangeFreeTime } from './change-free-time';

/** `date` is YYYY-MM-DD, a day in the mentor's zone on which none of their slots is offered. */
export const blockDate = (date: string) => api.put<FreeTimeResponse>(`/users/freetime/blocked/${date}`);

export const unblockDate = (date: string) => api.delete<FreeTimeResponse>(`/users/freetime/blocked/${date}`);

export const useBlockDate = () => useChangeFreeTime(blockDate);
export const useUnblockDate = () => useChangeFreeTime(unblockDate);

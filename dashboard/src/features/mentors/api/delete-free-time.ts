import type { FreeTimeResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useChangeFreeTime } from './change-free-time';

export const deleteFreeTime = (slotId: string) =>
  api.delete<FreeTimeResponse>(`/users/freetime/${encodeURIComponent(slotId)}`);

export const useDeleteFreeTime = () => useChangeFreeTime(deleteFreeTime);

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingParty, MeetingsResponse } from '@trail/shared';
import { api } from '@/lib/api-client';
import { meetingQueryKeys } from './meeting-query-keys';

/** GET /meetings/mentor/:id or /meetings/mentee/:id: the user's meetings on one side. */
export const getMeetings = (side: MeetingParty, userId: string, signal?: AbortSignal) =>
  api.get<MeetingsResponse>(`/meetings/${side}/${encodeURIComponent(userId)}`, { signal });

export const meetingsQueryOptions = (side: MeetingParty, userId: string) =>
  queryOptions({
    queryKey: meetingQueryKeys.list(side, userId),
    queryFn: ({ signal }) => getMeetings(side, userId, signal),
  });

export const useMeetings = (side: MeetingParty, userId: string | undefined, enabled = true) =>
  useQuery({ ...meetingsQueryOptions(side, userId ?? ''), enabled: enabled && userId !== undefined });

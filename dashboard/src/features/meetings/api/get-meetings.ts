import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CursorPage, Meeting, MeetingParty, MeetingsResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { meetingQueryKeys } from './meeting-query-keys';

/** GET /meetings/mentor/:id or /meetings/mentee/:id: the upcoming meetings and the history's first page. */
export const getMeetings = (side: MeetingParty, userId: string, signal?: AbortSignal) =>
  api.get<MeetingsResponse>(`/meetings/${side}/${encodeURIComponent(userId)}`, { signal });

/** GET /meetings/{side}/:id/history?cursor=: a later page of the history, newest first. */
export const getMeetingHistory = (side: MeetingParty, userId: string, cursor: string, signal?: AbortSignal) =>
  api.get<CursorPage<Meeting>>(`/meetings/${side}/${encodeURIComponent(userId)}/history?${new URLSearchParams({ cursor }).toString()}`, { signal });

/** One page of a side's meetings: the first carries the upcoming ones, later pages history only. */
export interface MeetingsPage {
  upcoming: Meeting[];
  history: Meeting[];
  hasMore: boolean;
  cursor?: string;
}

async function meetingsPage(side: MeetingParty, userId: string, cursor: string | undefined, signal: AbortSignal): Promise<MeetingsPage> {
  if (cursor) {
    const page = await getMeetingHistory(side, userId, cursor, signal);
    return { upcoming: [], history: page.items, hasMore: page.hasMore, cursor: page.cursor };
  }
  const first = await getMeetings(side, userId, signal);
  return { upcoming: first.upcoming, history: first.history, hasMore: first.historyHasMore, cursor: first.historyCursor };
}

export const meetingsQueryOptions = (side: MeetingParty, userId: string) =>
  infiniteQueryOptions({
    queryKey: meetingQueryKeys.list(side, userId),
    queryFn: ({ pageParam, signal }) => meetingsPage(side, userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.cursor : undefined),
  });

export const useMeetings = (side: MeetingParty, userId: string | undefined, enabled = true) =>
  useInfiniteQuery({ ...meetingsQueryOptions(side, userId ?? ''), enabled: enabled && userId !== undefined });

import { useCallback } from 'react';
import type { JoinMailingListBody, MailingListReason } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useSubmit } from '@/lib/api/use-submit';

export interface JoinMailingListAnswer {
  message: string;
}

export function joinMailingList(body: JoinMailingListBody): Promise<JoinMailingListAnswer> {
  return api.post<JoinMailingListAnswer>('/mailinglist', body);
}

/**
 * POST /mailinglist from the public pages, through `useSubmit` rather than React Query: public pages stay
 * under their size budget (docs/decisions/0013-public-pages-size-budget.md), and it changes no cached list.
 */
export function useJoinMailingList(reason: MailingListReason) {
  const request = useCallback((email: string) => joinMailingList({ email, reason }), [reason]);
  return useSubmit(request);
}

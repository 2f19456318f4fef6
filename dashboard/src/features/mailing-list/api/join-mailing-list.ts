import { useCallback, useEffect, useRef, useState } from 'react';
import type { JoinMailingListBody, MailingListReason } from '@trail/shared';
import { api } from '@/lib/api-client';

export interface JoinMailingListAnswer {
  message: string;
}

export function joinMailingList(body: JoinMailingListBody): Promise<JoinMailingListAnswer> {
  return api.post<JoinMailingListAnswer>('/mailinglist', body);
}

export type JoinStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * The mutation for POST /mailinglist. A plain hook rather than React Query's useMutation: it runs on
 * the public pages, which must stay under their size budget
 * (docs/decisions/0013-public-pages-size-budget.md), and it changes no cached list.
 */
export function useJoinMailingList(reason: MailingListReason) {
  const [status, setStatus] = useState<JoinStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const join = useCallback(
    async (email: string): Promise<boolean> => {
      setStatus('loading');
      setError(null);
      try {
        await joinMailingList({ email, reason });
        if (mounted.current) setStatus('success');
        return true;
      } catch (failure) {
        if (mounted.current) {
          setError(failure instanceof Error ? failure.message : String(failure));
          setStatus('error');
        }
        return false;
      }
    },
    [reason],
  );

  return { status, error, join };
}

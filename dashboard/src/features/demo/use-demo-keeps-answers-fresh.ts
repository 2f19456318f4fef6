import { useQueryClient } from '@tanstack/react-query';
import { DURATIONS_MS } from '@trail/shared';
import { useEffect } from 'react';

/**
 * While a demo lasts, answers already fetched count as fresh for the whole hour: a recruiter clicking around
 * the demo learner's dashboard sees stored data instead of refetching each view (spec §1, "fewer server calls").
 */
export function useDemoKeepsAnswersFresh(demoActive: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!demoActive) return;
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, staleTime: DURATIONS_MS.demoSession, gcTime: DURATIONS_MS.demoSession },
    });
  }, [demoActive, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { DURATIONS_MS } from '@trail/shared';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readDemo, startDemo, type DemoSession } from './demo-session';

/**
 * Starts demo mode from `?portfolio={name}` and answers the live demo session, if any.
 * While it lasts, answers already fetched count as fresh for the whole hour: a recruiter clicking around
 * the demo learner's dashboard sees stored data instead of refetching each view (spec §1, "fewer server calls").
 */
export function useDemoQueryParam(): DemoSession | null {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const portfolio = params.get('portfolio')?.trim();
  const demo = useMemo(() => {
    // Writing the same timestamp twice (StrictMode) is harmless, and the popup needs it on the first render.
    if (portfolio) startDemo(portfolio);
    return readDemo();
  }, [portfolio]);

  useEffect(() => {
    if (!demo) return;
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, staleTime: DURATIONS_MS.demoSession, gcTime: DURATIONS_MS.demoSession },
    });
  }, [demo, queryClient]);

  return demo;
}

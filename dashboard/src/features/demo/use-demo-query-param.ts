import { useMemo } from 'react';
import { useSearchParams } from '@/lib/navigation';
import { readDemo, startDemo, type DemoSession } from './demo-session';

/**
 * Starts demo mode from `?portfolio={name}` and answers the live demo session, if any.
 * No React Query here (it loads with the first page); use-demo-keeps-answers-fresh does the caching part.
 */
export function useDemoQueryParam(): DemoSession | null {
  const [params] = useSearchParams();
  const portfolio = params.get('portfolio')?.trim();
  return useMemo(() => {
    // Writing the same timestamp twice (StrictMode) is harmless, and the popup needs it on the first render.
    if (portfolio) startDemo(portfolio);
    return readDemo();
  }, [portfolio]);
}

import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryClientChoice } from './query-client-context';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, no shared cache). */
  queryClient?: QueryClient;
}

/**
 * The app's root. React Query is not loaded here: app/query-scope provides it lazily around the pages that
 * use it, so the public pages stay under their size budget (decision 0013).
 */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  return <QueryClientChoice value={queryClient ?? null}>{children}</QueryClientChoice>;
}

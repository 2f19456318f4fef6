import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { readDemo } from '@/features/demo/demo-session';
import { useDemoKeepsAnswersFresh } from '@/features/demo/use-demo-keeps-answers-fresh';
import { takeSignedInUser, useSignInAgainWhenSessionEnds, userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/api/query-client';
import { QueryClientChoice } from './query-client-context';

// One cache for the whole visit: the sign-in page seeds the user that the dashboard then reads.
let appQueryClient: QueryClient | null = null;
const getAppQueryClient = () => (appQueryClient ??= createQueryClient());

function SessionWatch({ children }: { children: ReactNode }) {
  useSignInAgainWhenSessionEnds();
  useDemoKeepsAnswersFresh(readDemo() !== null);
  return children;
}

/**
 * React Query and the session's end, around the pages that fetch with it (loaded lazily, never with the
 * public pages). Only one is mounted at a time: the pages that use it are siblings in the route table.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = use(QueryClientChoice) ?? getAppQueryClient();
  const signedIn = takeSignedInUser();
  if (signedIn) client.setQueryData(userQueryKey, signedIn);
  return (
    <QueryClientProvider client={client}>
      <SessionWatch>{children}</SessionWatch>
    </QueryClientProvider>
  );
}

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, no shared cache). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [defaultClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient ?? defaultClient}>{children}</QueryClientProvider>;
}

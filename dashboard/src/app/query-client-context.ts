import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** A query client chosen from outside (tests); without one, app/query-scope uses the app's own. Type-only import: no React Query code loads here. */
export const QueryClientChoice = createContext<QueryClient | null>(null);

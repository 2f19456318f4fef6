import { useQueryClient } from '@tanstack/react-query';
import { IMPORT_BATCH_SIZE, type ImportItem, type ImportResult } from '@trail/shared';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api/api-client';

export interface ImportProgress {
  sent: number;
  total: number;
  added: number;
  alreadySaved: number;
}

export type ImportRun =
  | { state: 'idle' }
  | { state: 'running'; progress: ImportProgress }
  | { state: 'done'; progress: ImportProgress }
  | { state: 'failed'; progress: ImportProgress; message: string };

/**
 * Sends a parsed file in batches, one after another, so a large library never holds the API or the
 * phone's connection for long, and the learner sees how far it got.
 */
export function useImportData() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<ImportRun>({ state: 'idle' });

  const start = useCallback(
    async (items: readonly ImportItem[]) => {
      const progress: ImportProgress = { sent: 0, total: items.length, added: 0, alreadySaved: 0 };
      setRun({ state: 'running', progress: { ...progress } });
      try {
        for (let from = 0; from < items.length; from += IMPORT_BATCH_SIZE) {
          const batch = items.slice(from, from + IMPORT_BATCH_SIZE);
          const result = await api.post<ImportResult>('/import', { items: batch });
          progress.sent += batch.length;
          progress.added += result.added;
          progress.alreadySaved += result.alreadySaved;
          setRun({ state: 'running', progress: { ...progress } });
        }
        setRun({ state: 'done', progress: { ...progress } });
      } catch (error) {
        setRun({ state: 'failed', progress: { ...progress }, message: error instanceof Error ? error.message : String(error) });
      } finally {
        // Lists, tiles and history all show the new resources.
        await queryClient.invalidateQueries();
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => setRun({ state: 'idle' }), []);
  return { run, start, reset };
}

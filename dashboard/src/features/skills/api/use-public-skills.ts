import { useEffect, useState } from 'react';
import type { MicroSkill } from '@trail/shared';
import { getSkills } from './get-skills';

type PublicSkills =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error }
  | { isPending: false; isError: false; data: MicroSkill[]; error: null };

const PENDING: PublicSkills = { isPending: true, isError: false, data: undefined, error: null };

/**
 * The skills list for the signed-out landing page, fetched once without React Query: the public pages
 * must stay under their size budget (docs/decisions/0013-public-pages-size-budget.md).
 */
export function usePublicSkills(): PublicSkills {
  const [result, setResult] = useState<PublicSkills>(PENDING);
  useEffect(() => {
    const controller = new AbortController();
    getSkills(controller.signal).then(
      (data) => setResult({ isPending: false, isError: false, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ isPending: false, isError: true, data: undefined, error: error as Error });
      },
    );
    return () => controller.abort();
  }, []);
  return result;
}

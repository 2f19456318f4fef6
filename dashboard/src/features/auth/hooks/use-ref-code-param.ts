import { useEffect } from 'react';
import { useSearchParams } from '@/lib/navigation';
import { storeRefCode } from '../referral-code';

/** Keeps `?refCode=` from a shared link for the visitor's sign-up (spec §2). Loads with the first page. */
export function useRefCodeParam(): void {
  const [params] = useSearchParams();
  const refCode = params.get('refCode');
  useEffect(() => {
    if (refCode) storeRefCode(refCode);
  }, [refCode]);
}

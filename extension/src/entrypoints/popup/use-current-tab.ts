import { useEffect, useState } from 'react';
import { getCurrentTab, type CurrentTab } from '../../lib/current-tab';

/** The page the popup was opened on; undefined while it is being looked up. */
export function useCurrentTab(search: string): CurrentTab | undefined {
  const [tab, setTab] = useState<CurrentTab>();
  useEffect(() => {
    let current = true;
    void getCurrentTab(search).then((found) => {
      if (current) setTab(found);
    });
    return () => {
      current = false;
    };
  }, [search]);
  return tab;
}

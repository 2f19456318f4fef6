/**
 * A popup opened as an ordinary tab (as the e2e tests and the benchmark do) would see itself as
 * the active tab, so `?tabId=<n>` names the page it stands for.
 */
export function tabIdFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('tabId');
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a pre-rendered page (and in the pre-render itself), true from then on.
 * A form on a pre-rendered page keeps its submit button disabled until then: submitted natively, before
 * React's handler exists, it would send a GET with the password in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useBrowserStore } from './api/hydration';

const HIDE_COVERS_KEY = 'trail.hideCovers';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The browser's data saver (Chrome on Android's Lite mode sends `Save-Data: on` and sets this). */
function deviceSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function stored(): string | null {
  try {
    return localStorage.getItem(HIDE_COVERS_KEY);
  } catch {
    return null;
  }
}

/**
 * "Don't load cover images", kept on this device (decision 0052): a phone on mobile data and a laptop on
 * Wi-Fi want different answers. Until the learner chooses, the browser's data saver decides.
 */
export const hideCovers = {
  get(): boolean {
    const choice = stored();
    return choice === null ? deviceSavesData() : choice === 'on';
  },
  set(hide: boolean): void {
    try {
      localStorage.setItem(HIDE_COVERS_KEY, hide ? 'on' : 'off');
    } catch {
      // Storage refused (private browsing): the choice lasts until the page closes.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const coversShown = () => false;

/** Whether resource covers from other sites stay unloaded, re-rendering when the setting changes. */
export function useHideCovers(): boolean {
  return useBrowserStore(hideCovers.subscribe, hideCovers.get, coversShown);
}

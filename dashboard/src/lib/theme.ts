import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '@/config/theme-script';
import { useBrowserStore } from './api/hydration';

/** System follows `prefers-color-scheme`; Light and Dark are a choice remembered on this device. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const listeners = new Set<() => void>();

export function storedTheme(): ThemeChoice {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused (a private mode): the system's theme.
  }
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function apply(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}

export function setTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, but this page still changes.
  }
  apply(choice);
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    apply(storedTheme());
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const systemTheme = (): ThemeChoice => 'system';

/** The theme chosen on this device; 'system' while a pre-rendered page hydrates (its HTML cannot know). */
export function useTheme(): ThemeChoice {
  return useBrowserStore(subscribe, storedTheme, systemTheme);
}

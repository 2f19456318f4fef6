import { useId } from 'react';
import { useHydrated } from '@/lib/api/hydration';
import { setTheme, THEME_CHOICES, type ThemeChoice, useTheme } from '@/lib/theme';

export const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * The public footer's compact theme choice. It waits for React before it can be used: on a pre-rendered
 * page a choice made before that would show one thing and keep another.
 */
export function ThemeSelect() {
  const id = useId();
  const theme = useTheme();
  const hydrated = useHydrated();
  return (
    <span className="theme-select">
      <label htmlFor={id}>Theme</label>
      <select id={id} value={theme} disabled={!hydrated} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
        {THEME_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {THEME_LABELS[choice]}
          </option>
        ))}
      </select>
    </span>
  );
}

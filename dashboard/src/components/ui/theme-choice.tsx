import { useId } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { setTheme, THEME_CHOICES, type ThemeChoice, useTheme } from '@/lib/theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Settings' theme choice: three radio buttons. */
export function ThemeSettings() {
  const id = useId();
  const theme = useTheme();
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Appearance</h2>
      <fieldset className="theme-choice">
        <legend>Theme</legend>
        {THEME_CHOICES.map((choice) => (
          <label key={choice}>
            <input type="radio" name={`${id}-theme`} value={choice} checked={theme === choice} onChange={() => setTheme(choice)} />
            {LABELS[choice]}
          </label>
        ))}
      </fieldset>
      <p>On this device only. System follows your phone or computer&apos;s light or dark setting.</p>
    </section>
  );
}

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
            {LABELS[choice]}
          </option>
        ))}
      </select>
    </span>
  );
}

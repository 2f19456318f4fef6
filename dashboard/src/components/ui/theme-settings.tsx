import { useId } from 'react';
import { setTheme, THEME_CHOICES, useTheme } from '@/lib/theme';
import { THEME_LABELS } from './theme-choice';

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
            {THEME_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      <p>On this device only. System follows your phone or computer&apos;s light or dark setting.</p>
    </section>
  );
}

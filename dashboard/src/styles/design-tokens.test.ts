import { describe, expect, it } from 'vitest';
import { designTokens } from '../../../scripts/lib/design-tokens.mjs';

// Placeholder values: colour literals belong in tokens.css only (tokens.test.ts).
const CSS = `:root {
  --accent: light-accent;
  --accent-contrast: on-accent;
  --focus: var(--accent);
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) {
    --accent: dark-accent;
  }
}
:root[data-theme='dark'] {
  --accent: dark-accent;
}`;

describe('designTokens (what the mail template and the image scripts read from tokens.css)', () => {
  it('gives the light theme, and the dark one over it, with aliases followed', () => {
    expect(designTokens(CSS)).toEqual({
      light: { accent: 'light-accent', 'accent-contrast': 'on-accent', focus: 'light-accent' },
      dark: { accent: 'dark-accent', 'accent-contrast': 'on-accent', focus: 'dark-accent' },
    });
  });

  it('reads the real tokens.css', () => {
    const { light, dark } = designTokens();
    expect(light.accent).toMatch(/^#[0-9a-f]{6}$/i);
    expect(dark.accent).not.toBe(light.accent);
    expect(light.focus).toBe(light.accent);
  });
});

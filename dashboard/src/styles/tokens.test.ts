import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs in dashboard/ (jsdom gives import.meta.url no file: scheme).
const SRC = join(process.cwd(), 'src');
const TOKENS_FILE = join(SRC, 'styles', 'tokens.css');
const THIS_FILE = join(SRC, 'styles', 'tokens.test.ts');
const tokens = readFileSync(TOKENS_FILE, 'utf8');

// A hex colour (#abc, #abcd, #aabbcc, #aabbccdd) that is not part of a longer name such as #add-resource,
// or an rgb()/rgba()/hsl()/hsla() colour function.
const COLOUR_LITERAL = /(?<![\w-])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})(?![\w-])|\b(?:rgba?|hsla?)\(/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(css|tsx?)$/.test(entry.name) && path !== TOKENS_FILE && path !== THIS_FILE ? [path] : [];
  });
}

/** The custom properties a block declares, from its selector's opening brace to its closing one. */
function block(selector: string): Record<string, string> {
  const start = tokens.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`styles/tokens.css has no "${selector} {" block`);
  const body = tokens.slice(start, tokens.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]));
}

const light = block(':root');
const darkFromSystem = block(":root:not([data-theme='light'])");
const darkChosen = block(":root[data-theme='dark']");
const dark = { ...light, ...darkChosen };

function luminance(hex: string): number {
  const digits = hex.slice(1);
  const channels = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(theme: Record<string, string>, foreground: string, background: string): number {
  const resolve = (name: string): string => {
    const value = theme[name];
    const alias = value?.match(/^var\((--[\w-]+)\)$/)?.[1];
    if (alias) return resolve(alias);
    if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a six-digit hex colour: ${value}`);
    return value;
  };
  const [lighter, darker] = [luminance(resolve(foreground)), luminance(resolve(background))].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

// Text on what it sits on: WCAG AA, 4.5:1 (decision 0055 lists them).
const TEXT_PAIRS: [string, string][] = [
  ...['--text', '--muted', '--accent', '--danger', '--success', '--warning'].flatMap((text): [string, string][] =>
    ['--background', '--surface', '--raised'].map((surface): [string, string] => [text, surface]),
  ),
  ['--accent-contrast', '--accent'],
  ['--danger-contrast', '--danger'],
  ['--danger', '--danger-surface'],
  ['--info', '--info-surface'],
  ['--inverse-text', '--inverse'],
];
// Form field outlines and the focus ring against the page: 3:1 (WCAG 1.4.11).
const CONTROL_PAIRS: [string, string][] = ['--control-border', '--focus'].flatMap((part): [string, string][] =>
  ['--background', '--raised'].map((surface): [string, string] => [part, surface]),
);

describe('design tokens', () => {
  it('keep every colour literal in styles/tokens.css', () => {
    const files = sourceFiles(SRC);
    expect(files).toContain(join(SRC, 'styles', 'global.css'));
    const offences = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(COLOUR_LITERAL)].map((match) => `${relative(SRC, file)}: ${match[0]}`),
    );
    expect(offences).toEqual([]);
  });

  it('notices a colour literal', () => {
    expect('color: #fff; border: 1px solid rgb(0 0 0 / 50%); a[href="#add-resource"]'.match(COLOUR_LITERAL)).toEqual(['#fff', 'rgb(']);
  });

  it('give the dark theme the same values whether the system or the learner chose it', () => {
    expect(darkFromSystem).toEqual(darkChosen);
    expect(Object.keys(darkChosen).every((name) => name in light)).toBe(true);
  });

  for (const [name, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(TEXT_PAIRS)(`${name}: %s on %s meets 4.5:1`, (foreground, background) => {
      expect(contrast(theme, foreground, background)).toBeGreaterThanOrEqual(4.5);
    });
    it.each(CONTROL_PAIRS)(`${name}: %s against %s meets 3:1`, (part, background) => {
      expect(contrast(theme, part, background)).toBeGreaterThanOrEqual(3);
    });
  }
});

// The colours of dashboard/src/styles/tokens.css for what cannot read CSS custom properties: the mail
// template (mail programs ignore var()) and the scripts that draw PNGs (app icons, social card, store
// images). tokens.css stays the one place a colour is written; this only reads it.
import { readFileSync } from 'node:fs';
import { fromRoot } from './paths.mjs';

export const TOKENS_FILE = fromRoot('dashboard', 'src', 'styles', 'tokens.css');

/** The custom properties a block declares, names without `--`, from its selector's brace to the next `}`. */
function declarations(css, selector) {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no "${selector} {" block`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

/** Follows `var(--name)` aliases (`--focus: var(--accent)`) to their value. */
function resolved(tokens) {
  const valueOf = (name, seen = []) => {
    if (seen.includes(name)) throw new Error(`tokens.css: --${name} refers to itself through ${seen.join(', ')}`);
    const alias = /^var\(--([\w-]+)\)$/.exec(tokens[name])?.[1];
    return alias ? valueOf(alias, [...seen, name]) : tokens[name];
  };
  return Object.fromEntries(Object.keys(tokens).map((name) => [name, valueOf(name)]));
}

/**
 * The light theme (`:root`) and the dark one (`:root[data-theme='dark']` over it), e.g.
 * `designTokens().light.accent` is `#0b5cad`.
 */
export function designTokens(css = readFileSync(TOKENS_FILE, 'utf8')) {
  const light = declarations(css, ':root');
  return { light: resolved(light), dark: resolved({ ...light, ...declarations(css, ":root[data-theme='dark']") }) };
}

/**
 * An inline script in every page's <head>, before the body is parsed (its hash is allowed by the
 * Content-Security-Policy, like the client-only check's): it applies the theme chosen on this device
 * (lib/theme.ts) before the first paint, so a pre-rendered page never flashes the other theme. With no
 * choice, nothing is set and styles/tokens.css follows the system's `prefers-color-scheme`.
 */
export const THEME_STORAGE_KEY = 'theme';
export const THEME_ATTRIBUTE = 'data-theme';

export const THEME_SCRIPT = [
  '(function(){',
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}`,
  `if(t==='light'||t==='dark')document.documentElement.setAttribute('${THEME_ATTRIBUTE}',t)`,
  '})()',
].join('');

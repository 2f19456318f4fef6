/**
 * An inline script in the page's <head> (its hash is allowed by the Content-Security-Policy). A
 * pre-rendered page is the signed-out view of one path and query string (a page rendered on request
 * carries the request's, scripts/page-renderer.mjs; a page rendered at build time has none); when the
 * browser is somewhere else (a signed-in view served the same file as a fallback), has another query
 * string the page may react to, holds a session on `/` (which is then Home, not the landing page), or is
 * reloaded with an in-app link's navigation state (`usr`, which some pages show and the server never has), it
 * marks the document so the rendered markup stays hidden and main.tsx renders from scratch instead of hydrating.
 */
export const CLIENT_ONLY_ATTRIBUTE = 'data-client-only';
export const PRERENDERED_META = 'trail-prerendered';
/** Must equal TOKEN_KEY in lib/auth/token.ts (a test checks). */
export const SESSION_STORAGE_KEY = 'token';

export const CLIENT_ONLY_CHECK = [
  '(function(){',
  `var m=document.querySelector('meta[name="${PRERENDERED_META}"]');if(!m)return;`,
  `var t=null;try{t=localStorage.getItem('${SESSION_STORAGE_KEY}')}catch(e){}`,
  `var h=history.state;`,
  `if(m.content!==location.pathname+location.search||(m.content==='/'&&t)||(h&&h.usr))document.documentElement.setAttribute('${CLIENT_ONLY_ATTRIBUTE}','')`,
  '})()',
].join('');

import { CLIENT_ONLY_ATTRIBUTE, SESSION_STORAGE_KEY } from './client-only-check';

/**
 * An inline script in every pre-rendered page's <head>, after the client-only check (its hash is
 * allowed by the Content-Security-Policy). The page is readable from its HTML and inlined styles, so
 * its JavaScript is asked for only once the whole HTML has arrived and been parsed: on a slow
 * connection the scripts no longer share the page's own round trips. They are asked for before the
 * load event, which therefore still waits for them: a page that has loaded is a page React owns (a
 * tap on a button before that would be lost). A page marked client-only has nothing to paint: its
 * entry is fetched at once, without the pre-rendered page's chunks. `scripts/prerender.mjs` lists the
 * entry first, then the page's chunks, in the meta below.
 *
 * The landing page is also the fallback of every signed-in view. There, a browser holding a session
 * fetches the router and the dashboard's layout at once, beside the entry, instead of one after the
 * other once the entry has run and asked for them (`SIGNED_IN_META`, written by the pre-renderer).
 */
export const ENTRY_META = 'trail-entry';
export const SIGNED_IN_META = 'trail-signed-in';

export const ENTRY_LOADER = [
  '(function(){',
  `var m=document.querySelector('meta[name="${ENTRY_META}"]');if(!m)return;`,
  'var f=m.content.split(" "),d=document;',
  'function add(tag,props){var e=d.createElement(tag);e.crossOrigin="";for(var k in props)e[k]=props[k];d.head.appendChild(e)}',
  `var client=d.documentElement.hasAttribute('${CLIENT_ONLY_ATTRIBUTE}');`,
  'if(client)add("link",{rel:"modulepreload",href:f[0]});',
  `var s=d.querySelector('meta[name="${SIGNED_IN_META}"]'),t=null;`,
  `if(client&&s){try{t=localStorage.getItem('${SESSION_STORAGE_KEY}')}catch(e){}`,
  'if(t){var g=s.content.split(" ");for(var j=0;j<g.length;j++)add("link",{rel:"modulepreload",href:g[j]})}}',
  'd.addEventListener("DOMContentLoaded",function(){add("script",{type:"module",src:f[0]});',
  'if(!client)for(var i=1;i<f.length;i++)add("link",{rel:"modulepreload",href:f[i]})})',
  '})()',
].join('');

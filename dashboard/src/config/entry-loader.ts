import { CLIENT_ONLY_ATTRIBUTE } from './client-only-check';

/**
 * An inline script in every pre-rendered page's <head>, after the client-only check (its hash is
 * allowed by the Content-Security-Policy). The page is readable from its HTML and inlined styles, so
 * its JavaScript is asked for only once the whole HTML has arrived and been parsed: on a slow
 * connection the scripts no longer share the page's own round trips. They are asked for before the
 * load event, which therefore still waits for them: a page that has loaded is a page React owns (a
 * tap on a button before that would be lost). A page marked client-only has nothing to paint: its
 * entry is fetched at once, without the pre-rendered page's chunks. `scripts/prerender.mjs` lists the
 * entry first, then the page's chunks, in the meta below.
 */
export const ENTRY_META = 'trail-entry';

export const ENTRY_LOADER = [
  '(function(){',
  `var m=document.querySelector('meta[name="${ENTRY_META}"]');if(!m)return;`,
  'var f=m.content.split(" "),d=document;',
  'function add(tag,props){var e=d.createElement(tag);e.crossOrigin="";for(var k in props)e[k]=props[k];d.head.appendChild(e)}',
  `var client=d.documentElement.hasAttribute('${CLIENT_ONLY_ATTRIBUTE}');`,
  'if(client)add("link",{rel:"modulepreload",href:f[0]});',
  'd.addEventListener("DOMContentLoaded",function(){add("script",{type:"module",src:f[0]});',
  'if(!client)for(var i=1;i<f.length;i++)add("link",{rel:"modulepreload",href:f[i]})})',
  '})()',
].join('');

import { CLIENT_ONLY_ATTRIBUTE } from './client-only-check';

/**
 * An inline script in every pre-rendered page's <head>, after the client-only check (its hash is
 * allowed by the Content-Security-Policy). The page is readable from its HTML, so its JavaScript is
 * only asked for once that HTML has painted: on a slow connection the scripts no longer share the
 * first round trips with the page, and the paint no longer waits for them. A page marked
 * client-only has nothing to paint and loads at once, without the pre-rendered page's chunks.
 * `scripts/prerender.mjs` lists the entry first, then the page's chunks, in the meta below.
 */
export const ENTRY_META = 'trail-entry';

export const ENTRY_LOADER = [
  '(function(){',
  `var m=document.querySelector('meta[name="${ENTRY_META}"]');if(!m)return;`,
  'var f=m.content.split(" "),d=document,done=false;',
  'function add(tag,props){var e=d.createElement(tag);e.crossOrigin="";for(var k in props)e[k]=props[k];d.head.appendChild(e)}',
  'function load(){if(done)return;done=true;add("script",{type:"module",src:f[0]});',
  'if(!client)for(var i=1;i<f.length;i++)add("link",{rel:"modulepreload",href:f[i]})}',
  `var client=d.documentElement.hasAttribute('${CLIENT_ONLY_ATTRIBUTE}');`,
  // A client-only page has nothing to paint: its entry downloads at once and runs once the body is parsed.
  'if(client)add("link",{rel:"modulepreload",href:f[0]});',
  // Otherwise after the frame that paints the parsed page; the timer covers background tabs, which paint no frames.
  'd.addEventListener("DOMContentLoaded",function(){if(client)return load();requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})',
  '})()',
].join('');

import { CLIENT_ONLY_ATTRIBUTE, SESSION_STORAGE_KEY } from './client-only-check';

/**
 * An inline script in every pre-rendered page's <head>, after the client-only check (its hash is
 * allowed by the Content-Security-Policy). The page is readable from its HTML and inlined styles, so
 * its JavaScript is asked for only once its first contentful paint is on screen: on a slow connection the
 * scripts share none of the page's own round trips, and a paint never waits for them (Lighthouse's
 * simulation counts every request started before the largest paint as one the paint waited for:
 * docs/performance/runs/2026-11-27-lighthouse-quiet-machine.md). A hidden tab paints nothing, so it asks at once. The load event therefore no
 * longer says that React owns the page: `HYDRATED_ATTRIBUTE` on <html> does (public-layout.tsx sets
 * it; the end-to-end tests wait for it). A page marked client-only has nothing to paint: its entry is
 * fetched at once, without the pre-rendered page's chunks. `scripts/prerender.mjs` lists the entry
 * first, then the page's chunks, in the meta below.
 *
 * A tap on a button before React owns the page (the menu, "Forgot password?", Get Started) is held, and
 * the last button tapped is tapped again once React owns the page (decision 0072); a link or a form works
 * without React (a form's submit button stays disabled until then). Held means it never reaches React:
 * half way through taking a page over, React may neither answer a tap nor stop it (a tap during the
 * root's hydration was let through unanswered), so nothing about the tap may depend on how far it got.
 * A client-only page shows nothing React has not drawn, so nothing is held there.
 *
 * The landing page is also the fallback of every signed-in view. There, a browser holding a session
 * fetches the router and the dashboard's layout at once, beside the entry, instead of one after the
 * other once the entry has run and asked for them (`SIGNED_IN_META`, written by the pre-renderer).
 */
export const ENTRY_META = 'trail-entry';
export const SIGNED_IN_META = 'trail-signed-in';
/** Set on <html> once React has taken over the public page in view: its links and forms work from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

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
  // On the document, in the capture phase: before React's own listener on its root sees the tap.
  'var tapped=null,root=d.documentElement;',
  'function hold(e){var b=e.target.closest&&e.target.closest(\'button[type="button"]\');if(b){tapped=b;e.stopPropagation()}}',
  `if(!client){d.addEventListener("click",hold,true);`,
  // In a task: the tap reaches the page once React has finished the commit that marked it.
  `new MutationObserver(function(r,o){if(root.hasAttribute('${HYDRATED_ATTRIBUTE}')){o.disconnect();d.removeEventListener("click",hold,true);`,
  'setTimeout(function(){var b=tapped;tapped=null;if(b&&b.isConnected)b.click()})}})',
  `.observe(root,{attributes:true,attributeFilter:['${HYDRATED_ATTRIBUTE}']})}`,
  'function load(){add("script",{type:"module",src:f[0]});',
  'if(!client)for(var i=1;i<f.length;i++)add("link",{rel:"modulepreload",href:f[i]})}',
  // After the first contentful paint is on screen; where the browser does not report paints, after a frame.
  'function afterPaint(run){var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes;',
  'if(!types||types.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(run,0)});',
  'var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();run()}});',
  'o.observe({type:"paint",buffered:true})}',
  'd.addEventListener("DOMContentLoaded",function(){if(client||d.hidden)load();else afterPaint(load)})',
  '})()',
].join('');

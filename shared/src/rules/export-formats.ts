import type { LearningResource } from '../types/learning.js';

export const CSV_COLUMNS = ['title', 'link', 'type', 'list', 'done', 'microSkills', 'reminder', 'source', 'savedAt'] as const;

const listOf = (resource: LearningResource) => (resource.wishList.state ? 'wishlist' : 'learning');

/** RFC 4180, and a leading =, +, - or @ quoted away so a spreadsheet never runs a saved title as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Saved resources as CSV (one row each, micro skills joined with "; "), as Pocket and Raindrop export. */
export function resourcesToCsv(resources: readonly LearningResource[]): string {
  const rows = resources.map((r) =>
    [r.title, r.link, r.type, listOf(r), r.done ? 'yes' : 'no', r.microSkill.join('; '), r.reminder.state ? 'yes' : 'no', r.offeredBy, r.createdAt].map(csvCell).join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const unixSeconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000) || 0;

function bookmark(resource: LearningResource): string {
  const tags = resource.microSkill.length ? ` TAGS="${escapeHtml(resource.microSkill.join(','))}"` : '';
  return `        <DT><A HREF="${escapeHtml(resource.link)}" ADD_DATE="${unixSeconds(resource.createdAt)}"${tags}>${escapeHtml(resource.title)}</A>`;
}

function folder(name: string, resources: readonly LearningResource[]): string[] {
  return [`    <DT><H3>${name}</H3>`, '    <DL><p>', ...resources.map(bookmark), '    </DL><p>'];
}

/**
 * Saved resources as a Netscape bookmark file, the format every browser imports: a "Trail" folder
 * holding "Learning" and "Wishlist", micro skills as TAGS.
 */
export function resourcesToBookmarksHtml(resources: readonly LearningResource[]): string {
  const learning = resources.filter((r) => !r.wishList.state);
  const wishlist = resources.filter((r) => r.wishList.state);
  return [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<!-- This is an automatically generated file. It will be read and overwritten. DO NOT EDIT! -->',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    '<TITLE>Bookmarks</TITLE>',
    '<H1>Bookmarks</H1>',
    '<DL><p>',
    '  <DT><H3>Trail</H3>',
    '  <DL><p>',
    ...folder('Learning', learning),
    ...folder('Wishlist', wishlist),
    '  </DL><p>',
    '</DL><p>',
    '',
  ].join('\n');
}

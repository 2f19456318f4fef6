import { INPUT_LIMITS } from '../constants/input-limits.js';
import type { ImportItem, ImportSource, ParsedImport, SkippedEntry } from '../types/import.js';
import { RESOURCE_TYPES, type ResourceType } from '../constants/learning.js';
import { normaliseMicroSkills } from './micro-skills.js';
import { isHttpUrl, normaliseResourceUrl } from './resource-link.js';
import { guessResourceType } from './resource-type-guess.js';

/** POST /import takes this many items a request; the dashboard sends a file in such batches. */
export const IMPORT_BATCH_SIZE = 200;
/** More than a browser's whole bookmark file holds in practice; bounds one import. */
export const IMPORT_MAX_ITEMS = 20_000;

export const UNREADABLE_FILE = 'Trail cannot read this file. Choose a browser bookmarks file (.html), or a Pocket, Raindrop or Trail export (.csv or .json), or a Karakeep or Omnivore export (.json).';

interface RawEntry {
  title?: string;
  link?: string;
  type?: string;
  tags?: readonly string[];
  wishList?: boolean;
  savedAt?: string | number;
}

const SKIP = { noLink: 'Not a web address (http or https)', duplicate: 'Twice in this file', tooMany: `Over ${IMPORT_MAX_ITEMS.toLocaleString('en')} items` };

function savedAtOf(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // Unix seconds (bookmarks, Pocket) or milliseconds, or an ISO date.
  const numeric = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  const date = Number.isNaN(numeric) ? new Date(String(value)) : new Date(numeric < 1e12 ? numeric * 1000 : numeric);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Turns raw entries into items: web links only, each page once, titles and skills within the API's limits. */
function toItems(source: ImportSource, entries: readonly RawEntry[]): ParsedImport {
  const items: ImportItem[] = [];
  const skipped: SkippedEntry[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const link = entry.link?.trim() ?? '';
    const title = (entry.title?.replace(/\s+/g, ' ').trim() || link).slice(0, INPUT_LIMITS.learningTitle);
    if (!isHttpUrl(link) || link.length > INPUT_LIMITS.link) {
      skipped.push({ title: title || '(untitled)', reason: SKIP.noLink });
      continue;
    }
    const key = normaliseResourceUrl(link) ?? link;
    if (seen.has(key)) {
      skipped.push({ title, reason: SKIP.duplicate });
      continue;
    }
    if (items.length >= IMPORT_MAX_ITEMS) {
      skipped.push({ title, reason: SKIP.tooMany });
      continue;
    }
    seen.add(key);
    const known = RESOURCE_TYPES.find((type) => type.toLowerCase() === entry.type?.toLowerCase());
    const type: ResourceType = known ?? guessResourceType({ url: link, title });
    const microSkill = normaliseMicroSkills((entry.tags ?? []).map((tag) => tag.slice(0, INPUT_LIMITS.microSkillName))).slice(0, INPUT_LIMITS.microSkillsPerResource);
    const savedAt = savedAtOf(entry.savedAt);
    items.push({ title, link, type, microSkill, wishList: entry.wishList === true, ...(savedAt ? { savedAt } : {}) });
  }
  return { source, items, skipped };
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? '') : undefined;
};

/** The Netscape bookmark file every browser exports; a folder named Wishlist (or Read later) fills the wishlist. */
function parseBookmarksHtml(html: string): RawEntry[] {
  const entries: RawEntry[] = [];
  const folders: string[] = [];
  let pendingFolder: string | undefined;
  const tokens = /<H3[^>]*>([\s\S]*?)<\/H3>|<DL[^>]*>|<\/DL>|(<A\s[^>]*>)([\s\S]*?)<\/A>/gi;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    const [token, folder, anchor, text] = match;
    if (folder !== undefined) pendingFolder = decodeEntities(folder.trim());
    else if (/^<DL/i.test(token)) {
      folders.push(pendingFolder ?? '');
      pendingFolder = undefined;
    } else if (/^<\/DL/i.test(token)) folders.pop();
    else if (anchor) {
      const tags = attribute(anchor, 'TAGS')?.split(',') ?? [];
      entries.push({
        title: decodeEntities((text ?? '').replace(/<[^>]+>/g, '')),
        link: attribute(anchor, 'HREF'),
        tags,
        wishList: folders.some((name) => /^(wish ?list|read(ing)? later|to read)$/i.test(name.trim())),
        savedAt: attribute(anchor, 'ADD_DATE'),
      });
    }
  }
  return entries;
}

/** RFC 4180 rows: quoted cells with "" for a quote, commas and line breaks inside quotes. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length) endRow();
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

const splitTags = (value: string | undefined, separator: RegExp) => (value ? value.split(separator).map((tag) => tag.trim()) : []);

/** Trail's own CSV, Pocket's (title,url,time_added,tags,status) and Raindrop's (…,url,folder,tags,created,…). */
function parseCsv(text: string): ParsedImport | null {
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ''));
  if (!header) return null;
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const cell = (row: string[], name: string) => {
    const index = column(name);
    return index >= 0 ? row[index] : undefined;
  };
  // A Trail export's cells may start with ' (a defused formula): take it back off.
  const undefuse = (value: string | undefined) => (value && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
  if (column('link') >= 0 && column('list') >= 0) {
    return toItems('Trail', rows.map((row) => ({
      title: undefuse(cell(row, 'title')),
      link: cell(row, 'link'),
      type: cell(row, 'type'),
      tags: splitTags(cell(row, 'microskills'), /;/),
      wishList: cell(row, 'list') === 'wishlist',
      savedAt: cell(row, 'savedat'),
    })));
  }
  if (column('url') >= 0 && column('time_added') >= 0) {
    return toItems('Pocket', rows.map((row) => ({
      title: cell(row, 'title'),
      link: cell(row, 'url'),
      tags: splitTags(cell(row, 'tags'), /\|/),
      wishList: cell(row, 'status') === 'unread',
      savedAt: cell(row, 'time_added'),
    })));
  }
  if (column('url') >= 0 && column('folder') >= 0) {
    return toItems('Raindrop', rows.map((row) => ({
      title: cell(row, 'title'),
      link: cell(row, 'url'),
      tags: splitTags(cell(row, 'tags'), /,/),
      wishList: /^(wish ?list|read(ing)? later|unsorted)$/i.test(cell(row, 'folder')?.trim() ?? ''),
      savedAt: cell(row, 'created'),
    })));
  }
  return null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const names = (value: unknown) =>
  Array.isArray(value) ? value.map((tag) => (isObject(tag) ? text(tag.name) : text(tag))).filter((tag): tag is string => !!tag) : [];

/** Trail's own JSON export, Karakeep's ({ bookmarks: [{ content: { url }, tags }] }) and Omnivore's ([{ url, labels }]). */
function parseJson(raw: string): ParsedImport | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (isObject(data) && Array.isArray(data.learning)) {
    return toItems('Trail', data.learning.filter(isObject).map((r) => ({
      title: text(r.title),
      link: text(r.link),
      type: text(r.type),
      tags: names(r.microSkill),
      wishList: isObject(r.wishList) && r.wishList.state === true,
      savedAt: text(r.createdAt),
    })));
  }
  if (isObject(data) && Array.isArray(data.bookmarks)) {
    return toItems('Karakeep', data.bookmarks.filter(isObject).map((b) => {
      const content = isObject(b.content) ? b.content : {};
      return { title: text(b.title) ?? text(content.title), link: text(content.url), tags: names(b.tags), savedAt: text(b.createdAt) ?? (typeof b.createdAt === 'number' ? b.createdAt : undefined) };
    }));
  }
  if (Array.isArray(data) && data.some((entry) => isObject(entry) && typeof entry.url === 'string')) {
    return toItems('Omnivore', data.filter(isObject).map((entry) => ({
      title: text(entry.title),
      link: text(entry.url),
      tags: names(entry.labels),
      wishList: entry.state !== 'Archived',
      savedAt: text(entry.savedAt),
    })));
  }
  return null;
}

/** Reads another app's export; null when the file is none of the known formats. */
export function parseImportFile(text: string): ParsedImport | null {
  const content = text.trimStart();
  if (/^<!DOCTYPE NETSCAPE-Bookmark-file-1>/i.test(content) || /<DT>\s*<A\s/i.test(content)) {
    return toItems('Browser bookmarks', parseBookmarksHtml(content));
  }
  if (content.startsWith('{') || content.startsWith('[')) return parseJson(content);
  return parseCsv(content);
}

import { TEXT_LIMITS, type TextKind } from '../constants/limits.js';

const ELLIPSIS = '…';

/** Upper-cases the first character, leaving the rest as written. */
export function capitalise(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toLocaleUpperCase() + rest.join('');
}

/**
 * Cuts text to at most `limit` characters, ending in an ellipsis when cut.
 * Counts code points, so an emoji is never split in half.
 */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= limit) return chars.join('');
  if (limit < 1) return '';
  return chars.slice(0, limit - 1).join('').trimEnd() + ELLIPSIS;
}

/** The one display rule for short texts: capitalised and truncated to the limit of its kind. */
export function displayText(text: string, kind: TextKind): string {
  return truncate(capitalise(text.trim()), TEXT_LIMITS[kind]);
}

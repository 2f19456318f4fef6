import { Transform } from 'class-transformer';

/**
 * For one-line text: line breaks and tabs, with the spaces around them, become one space. A page's
 * og:title may span lines; that is layout, not content. Other control characters are left for
 * NoControlCharacters to refuse.
 */
export const SingleLine = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s*[\t\n\r\v\f]\s*/g, ' ') : value));

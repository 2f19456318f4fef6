import { MAX_UPLOAD_BYTES } from '../constants/limits.js';

/** The kinds of file a design answer may be (checked by content on the server): documents and pictures. */
export const ANSWER_FILE_TYPES = [
  { contentType: 'application/pdf', extension: '.pdf' },
  { contentType: 'image/png', extension: '.png' },
  { contentType: 'image/jpeg', extension: '.jpg' },
  { contentType: 'image/webp', extension: '.webp' },
  { contentType: 'image/gif', extension: '.gif' },
] as const;

export type AnswerFileContentType = (typeof ANSWER_FILE_TYPES)[number]['contentType'];

/** The file input's `accept`: the types and their usual extensions. */
export const ANSWER_FILE_ACCEPT = [...ANSWER_FILE_TYPES.flatMap((type) => [type.contentType, type.extension]), '.jpeg'].join(',');

export const ANSWER_FILE_MESSAGES = {
  tooLarge: `Each file must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  wrongType: 'A file answer must be a PDF, PNG, JPEG, WebP or GIF: this file is none of them',
  badLink: 'A link answer must be a web address starting with http:// or https://',
  busy: 'Many answers with files are being sent to Trail right now. Please send yours again in a minute.',
} as const;

/** A link answer: an absolute http(s) address with a host. */
export function isHttpLink(text: string): boolean {
  if (!/^https?:\/\//i.test(text.trim())) return false;
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

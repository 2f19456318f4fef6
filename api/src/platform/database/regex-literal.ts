/** `text` as a regular expression that matches it literally: for `$regex` prefixes and searches built from data. */
export const regexLiteral = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

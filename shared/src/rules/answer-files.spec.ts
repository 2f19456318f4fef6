import { describe, expect, it } from 'vitest';
import { ANSWER_FILE_ACCEPT, isHttpLink } from './answer-files.js';

describe('isHttpLink', () => {
  it.each([
    ['https://www.figma.com/file/abc/Persona', true],
    ['http://example.com', true],
    ['  https://example.com/x  ', true],
    ['ftp://example.com/file', false],
    ['javascript:alert(1)', false],
    ['www.figma.com/file/abc', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isHttpLink(text)).toBe(expected);
  });
});

describe('ANSWER_FILE_ACCEPT', () => {
  it('lists the content types and extensions the server takes', () => {
    expect(ANSWER_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', 'image/png', '.jpeg']));
  });
});

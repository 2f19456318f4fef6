import { describe, expect, it } from 'vitest';
import type { LearningResource } from '../types/learning.js';
import { resourcesToBookmarksHtml, resourcesToCsv } from './export-formats.js';

const resource = (overrides: Partial<LearningResource> = {}): LearningResource => ({
  _id: '1',
  title: 'Intro to UX',
  link: 'https://example.com/ux?a=1&b=2',
  offeredBy: 'example.com',
  type: 'Article',
  microSkill: ['ux', 'research'],
  wishList: { state: false },
  reminder: { state: true },
  done: false,
  user: 'u',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('resourcesToCsv', () => {
  it('writes a header and one row per resource, skills joined', () => {
    expect(resourcesToCsv([resource()])).toBe(
      'title,link,type,list,done,microSkills,reminder,source,savedAt\r\n' +
        'Intro to UX,https://example.com/ux?a=1&b=2,Article,learning,no,ux; research,yes,example.com,2026-03-01T10:00:00.000Z\r\n',
    );
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = resourcesToCsv([resource({ title: 'Say "hi", then\nleave' })]);
    expect(csv.split('\r\n')[1]).toMatch(/^"Say ""hi"", then\nleave",/);
  });

  it('never hands a spreadsheet a formula', () => {
    const csv = resourcesToCsv([resource({ title: '=HYPERLINK("http://evil")' })]);
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)",/);
  });
});

describe('resourcesToBookmarksHtml', () => {
  it('writes a Netscape bookmark file with Learning and Wishlist folders, escaped', () => {
    const html = resourcesToBookmarksHtml([resource(), resource({ _id: '2', title: 'Later <3', link: 'https://b.test/', wishList: { state: true }, microSkill: [] })]);
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    expect(html).toContain('<DT><A HREF="https://example.com/ux?a=1&amp;b=2" ADD_DATE="1772359200" TAGS="ux,research">Intro to UX</A>');
    const wishlist = html.slice(html.indexOf('<H3>Wishlist</H3>'));
    expect(wishlist).toContain('<DT><A HREF="https://b.test/" ADD_DATE="1772359200">Later &lt;3</A>');
  });
});

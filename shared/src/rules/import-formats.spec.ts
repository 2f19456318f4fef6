import { describe, expect, it } from 'vitest';
import type { LearningResource } from '../types/learning.js';
import { resourcesToBookmarksHtml, resourcesToCsv } from './export-formats.js';
import { IMPORT_MAX_ITEMS, parseImportFile } from './import-formats.js';

const CHROME_BOOKMARKS = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
    <DT><H3 ADD_DATE="1700000000" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
    <DL><p>
        <DT><A HREF="https://www.youtube.com/watch?v=abc" ADD_DATE="1700000000" ICON="data:image/png;base64,AAA">Figma in 100 seconds &amp; more</A>
        <DT><H3>Read later</H3>
        <DL><p>
            <DT><A HREF="https://www.coursera.org/learn/sql" ADD_DATE="1700000100" TAGS="sql,data">SQL for data</A>
        </DL><p>
        <DT><A HREF="javascript:alert(1)">A bookmarklet</A>
        <DT><A HREF="https://www.youtube.com/watch?v=abc#t=10">Same video again</A>
    </DL><p>
    <DT><A HREF="https://blog.example.com/post">Outside any folder</A>
</DL><p>`;

describe('parseImportFile', () => {
  it('reads a Chrome bookmark file: folders, read-later as wishlist, tags, dates, types guessed', () => {
    const parsed = parseImportFile(CHROME_BOOKMARKS);
    expect(parsed?.source).toBe('Browser bookmarks');
    expect(parsed?.items).toEqual([
      { title: 'Figma in 100 seconds & more', link: 'https://www.youtube.com/watch?v=abc', type: 'Video', microSkill: [], wishList: false, savedAt: '2023-11-14T22:13:20.000Z' },
      { title: 'SQL for data', link: 'https://www.coursera.org/learn/sql', type: 'Course', microSkill: ['sql', 'data'], wishList: true, savedAt: '2023-11-14T22:15:00.000Z' },
      { title: 'Outside any folder', link: 'https://blog.example.com/post', type: 'Article', microSkill: [], wishList: false },
    ]);
    expect(parsed?.skipped).toEqual([
      { title: 'A bookmarklet', reason: 'Not a web address (http or https)' },
      { title: 'Same video again', reason: 'Twice in this file' },
    ]);
  });

  it('reads a Pocket CSV: unread goes to the wishlist, tags split on |', () => {
    const csv = 'title,url,time_added,tags,status\r\n"How DNS works, really",https://howdns.works/,1690000000,networking|dns,unread\r\nDone one,https://example.org/a,1690000001,,archive\r\n';
    const parsed = parseImportFile(csv);
    expect(parsed?.source).toBe('Pocket');
    expect(parsed?.items.map(({ title, wishList, microSkill }) => ({ title, wishList, microSkill }))).toEqual([
      { title: 'How DNS works, really', wishList: true, microSkill: ['networking', 'dns'] },
      { title: 'Done one', wishList: false, microSkill: [] },
    ]);
  });

  it('reads a Raindrop CSV', () => {
    const csv = 'id,title,note,excerpt,url,folder,tags,created,cover,highlights,favorite\n1,Podcast ep,,,https://open.spotify.com/episode/x,Unsorted,"career, growth",2024-02-01T10:00:00.000Z,,,false\n';
    const parsed = parseImportFile(csv);
    expect(parsed?.source).toBe('Raindrop');
    expect(parsed?.items).toEqual([
      { title: 'Podcast ep', link: 'https://open.spotify.com/episode/x', type: 'Podcast', microSkill: ['career', 'growth'], wishList: true, savedAt: '2024-02-01T10:00:00.000Z' },
    ]);
  });

  it('reads Karakeep and Omnivore JSON', () => {
    const karakeep = JSON.stringify({ bookmarks: [{ createdAt: 1700000000, title: null, content: { type: 'link', url: 'https://a.test/x', title: 'From Karakeep' }, tags: ['ux'] }] });
    expect(parseImportFile(karakeep)?.items).toEqual([
      { title: 'From Karakeep', link: 'https://a.test/x', type: 'Article', microSkill: ['ux'], wishList: false, savedAt: '2023-11-14T22:13:20.000Z' },
    ]);
    const omnivore = JSON.stringify([{ url: 'https://b.test/y', title: 'From Omnivore', labels: [{ name: 'Design' }], state: 'Succeeded', savedAt: '2024-05-01T00:00:00.000Z' }]);
    expect(parseImportFile(omnivore)).toMatchObject({ source: 'Omnivore', items: [{ title: 'From Omnivore', microSkill: ['design'], wishList: true }] });
  });

  it("reads back Trail's own exports: CSV (formulas restored) and bookmarks, with lists and skills", () => {
    const saved: LearningResource[] = [
      { _id: '1', title: '=Tricky, "title"', link: 'https://x.test/1', offeredBy: 'x.test', type: 'Webinar', microSkill: ['sql', 'data'], wishList: { state: true }, reminder: { state: false }, done: false, user: 'u', createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '' },
      { _id: '2', title: 'Plain', link: 'https://x.test/2', offeredBy: 'x.test', type: 'Course', microSkill: [], wishList: { state: false }, reminder: { state: false }, done: true, user: 'u', createdAt: '2026-01-03T00:00:00.000Z', updatedAt: '' },
    ];
    const expected = [
      { title: '=Tricky, "title"', link: 'https://x.test/1', type: 'Webinar', microSkill: ['sql', 'data'], wishList: true, savedAt: '2026-01-02T03:04:05.000Z' },
      { title: 'Plain', link: 'https://x.test/2', type: 'Course', microSkill: [], wishList: false, savedAt: '2026-01-03T00:00:00.000Z' },
    ];
    expect(parseImportFile(resourcesToCsv(saved))).toEqual({ source: 'Trail', items: expected, skipped: [] });
    const fromBookmarks = parseImportFile(resourcesToBookmarksHtml(saved));
    // Bookmarks keep seconds and no type (it is guessed again), and list the learning folder first.
    const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);
    expect(fromBookmarks?.items.map(({ title, wishList, microSkill }) => ({ title, wishList, microSkill })).sort(byTitle)).toEqual(
      expected.map(({ title, wishList, microSkill }) => ({ title, wishList, microSkill })).sort(byTitle),
    );
  });

  it('refuses files it cannot read, and stops at the item limit', () => {
    expect(parseImportFile('just some text')).toBeNull();
    expect(parseImportFile('{"not": "an export"}')).toBeNull();
    expect(parseImportFile('{broken json')).toBeNull();
    const many = ['title,url,time_added,tags,status', ...Array.from({ length: IMPORT_MAX_ITEMS + 2 }, (_, i) => `t${i},https://x.test/${i},1,,unread`)].join('\n');
    const parsed = parseImportFile(many);
    expect(parsed?.items).toHaveLength(IMPORT_MAX_ITEMS);
    expect(parsed?.skipped).toHaveLength(2);
  });
});

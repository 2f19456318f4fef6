// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draftFromPage } from './page-draft';

describe('draftFromPage', () => {
  it("prefers og:title and the canonical link, and derives the source and type from that link", () => {
    expect(
      draftFromPage(
        { url: 'https://m.youtube.com/watch?v=abc&utm_source=x', title: 'SQL joins - YouTube' },
        { ogTitle: ' SQL joins explained ', canonical: 'https://www.youtube.com/watch?v=abc', ogImage: 'https://i.ytimg.com/a.jpg' },
      ),
    ).toEqual({
      title: 'SQL joins explained',
      link: 'https://www.youtube.com/watch?v=abc',
      offeredBy: 'youtube.com',
      type: 'Video',
      image: 'https://i.ytimg.com/a.jpg',
    });
  });

  it("falls back to the tab's title and address, ignoring a canonical link that is not http(s)", () => {
    expect(
      draftFromPage({ url: 'https://docs.example.org/guide', title: 'The guide' }, { canonical: 'javascript:alert(1)' }),
    ).toEqual({ title: 'The guide', link: 'https://docs.example.org/guide', offeredBy: 'docs.example.org', type: 'Article' });
  });

  it('uses og:type when the host says nothing', () => {
    expect(draftFromPage({ url: 'https://example.com/v/1', title: 'A talk' }, { ogType: 'video.other' })?.type).toBe('Video');
  });

  it('cannot draft a browser page', () => {
    expect(draftFromPage({ url: 'chrome://settings/', title: 'Settings' }, {})).toBeNull();
    expect(draftFromPage({ title: 'New Tab' }, {})).toBeNull();
  });
});

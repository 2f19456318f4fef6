import { describe, expect, it } from 'vitest';
import { sharedLink } from './shared-link.js';

describe('sharedLink: what "Share → Trail" opens the add-resource form with', () => {
  it('takes the url and the title as shared, and guesses the type from the link', () => {
    expect(sharedLink({ title: 'Intro to SQL', url: 'https://www.youtube.com/watch?v=abc' })).toEqual({
      link: 'https://www.youtube.com/watch?v=abc',
      title: 'Intro to SQL',
      type: 'Video',
    });
  });

  it('finds the link in the text when an app sends no url (YouTube and most Android apps)', () => {
    expect(sharedLink({ title: 'SQL joins explained', text: 'https://youtu.be/xyz' })).toEqual({
      link: 'https://youtu.be/xyz',
      title: 'SQL joins explained',
      type: 'Video',
    });
  });

  it('uses the words around the link as the title, without the punctuation that ends the sentence', () => {
    expect(sharedLink({ text: 'Free data course:\nhttps://www.coursera.org/learn/sql.' })).toEqual({
      link: 'https://www.coursera.org/learn/sql',
      title: 'Free data course:',
      type: 'Course',
    });
  });

  it('takes the first web link in the text', () => {
    const shared = sharedLink({ text: 'see mailto:a@b.c then http://example.com/a and https://example.com/b' });
    expect(shared?.link).toBe('http://example.com/a');
  });

  it('prefers url to a link in the text', () => {
    expect(sharedLink({ text: 'https://example.com/text', url: 'https://example.com/url' })?.link).toBe('https://example.com/url');
  });

  it('falls back to the text link when url is not a web link', () => {
    expect(sharedLink({ url: 'content://media/1', text: 'https://example.com/a' })?.link).toBe('https://example.com/a');
  });

  it('uses the link as the title when nothing else names the page', () => {
    expect(sharedLink({ title: 'https://example.com/a', text: 'https://example.com/a' })?.title).toBe('https://example.com/a');
    expect(sharedLink({ url: 'https://example.com/podcast/ep-1' })).toEqual({
      link: 'https://example.com/podcast/ep-1',
      title: 'https://example.com/podcast/ep-1',
      type: 'Podcast',
    });
  });

  it('is null when nothing shared is a web link', () => {
    for (const params of [{}, { title: 'A note', text: 'no link here' }, { url: 'javascript:alert(1)' }, { text: 'ftp://example.com/f' }]) {
      expect(sharedLink(params)).toBeNull();
    }
  });
});

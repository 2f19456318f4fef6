import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '../constants/learning.js';
import { guessResourceType, RESOURCE_TYPE_RULES, type PageFacts } from './resource-type-guess.js';

const CASES: [string, PageFacts, string][] = [
  ['a YouTube video', { url: 'https://www.youtube.com/watch?v=abc' }, 'Video'],
  ['a YouTube short link', { url: 'https://youtu.be/abc' }, 'Video'],
  ['YouTube on mobile', { url: 'https://m.youtube.com/watch?v=abc' }, 'Video'],
  ['a Vimeo video', { url: 'https://vimeo.com/123456' }, 'Video'],
  ['a TED talk', { url: 'https://www.ted.com/talks/some_talk' }, 'Video'],
  ['a page whose og:type is a video', { url: 'https://example.com/watch/1', ogType: 'video.other' }, 'Video'],
  ['a Spotify show', { url: 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk' }, 'Podcast'],
  ['a Spotify episode', { url: 'https://open.spotify.com/episode/abc' }, 'Podcast'],
  ['a Spotify episode behind a locale prefix', { url: 'https://open.spotify.com/intl-fr/episode/abc' }, 'Podcast'],
  ['a Spotify track, which is music', { url: 'https://open.spotify.com/track/abc' }, 'Article'],
  ['an Apple Podcasts page', { url: 'https://podcasts.apple.com/ng/podcast/the-show/id123' }, 'Podcast'],
  ['a page about a podcast', { url: 'https://blog.example.com/2024/our-podcast' }, 'Podcast'],
  ['a Coursera course', { url: 'https://www.coursera.org/learn/machine-learning' }, 'Course'],
  ['a Udemy course', { url: 'https://www.udemy.com/course/react-the-complete-guide/' }, 'Course'],
  ['an edX course', { url: 'https://www.edx.org/learn/python' }, 'Course'],
  ['a LinkedIn Learning course', { url: 'https://www.linkedin.com/learning/excel-essential-training' }, 'Course'],
  ['a LinkedIn post, which is not a course', { url: 'https://www.linkedin.com/posts/someone_activity-1' }, 'Article'],
  ['a page titled as a course', { url: 'https://school.example.com/sql', title: 'SQL for analysts: a free course' }, 'Course'],
  ['"of course" in a title', { url: 'https://blog.example.com/a', title: 'Of course you can learn SQL' }, 'Article'],
  ['an Eventbrite event', { url: 'https://www.eventbrite.com/e/product-talk-tickets-1' }, 'Webinar'],
  ['a Zoom webinar', { url: 'https://us02web.zoom.us/webinar/register/WN_abc' }, 'Webinar'],
  ['a page about a webinar', { url: 'https://example.com/events/design-webinar-2024' }, 'Webinar'],
  ['a webinar named in the title', { url: 'https://example.com/e/1', title: 'Free Webinars on data careers' }, 'Webinar'],
  ['a Medium article', { url: 'https://medium.com/@someone/how-i-learnt-sql-1234' }, 'Article'],
  ['a blog post', { url: 'https://example.com/blog/post', title: 'Ten tips for product managers' }, 'Article'],
  ['a look-alike host', { url: 'https://notyoutube.com/watch' }, 'Article'],
  ['a link that is not a URL', { url: 'not a link' }, 'Article'],
];

describe('guessResourceType', () => {
  it.each(CASES)('guesses %s', (_, page, type) => {
    expect(guessResourceType(page)).toBe(type);
  });

  it('only answers types a resource can have', () => {
    for (const rule of RESOURCE_TYPE_RULES) expect(RESOURCE_TYPES).toContain(rule.type);
  });
});

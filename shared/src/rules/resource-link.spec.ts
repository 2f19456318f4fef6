import { describe, expect, it } from 'vitest';
import { isHttpUrl, normaliseResourceUrl, parseHttpUrl, resourceSource } from './resource-link.js';

describe('isHttpUrl: only web links can be saved', () => {
  it('accepts absolute http and https links, ignoring surrounding spaces', () => {
    for (const link of ['https://example.com', 'http://example.com/a?b=1', '  https://www.youtube.com/watch?v=x  ']) {
      expect(isHttpUrl(link), link).toBe(true);
    }
  });

  it('rejects other schemes, relative links and text', () => {
    const bad = ['javascript:alert(1)', 'ftp://example.com/file', 'mailto:ada@example.com', 'data:text/html,hi',
      'chrome://extensions', '/watch?v=x', 'example.com', 'not a link', '', 'https://'];
    for (const link of bad) expect(isHttpUrl(link), link).toBe(false);
  });

  it('gives back the parsed URL for a web link and null otherwise', () => {
    expect(parseHttpUrl(' https://example.com/a ')?.pathname).toBe('/a');
    expect(parseHttpUrl('file:///etc/passwd')).toBeNull();
  });
});

describe('normaliseResourceUrl: two links to the same page share one key', () => {
  const samePage = [
    'https://www.youtube.com/watch?v=abc',
    'http://youtube.com/watch?v=abc',
    'https://YouTube.com/watch?v=abc#t=30',
    'https://youtube.com/watch/?v=abc',
    'https://youtube.com/watch?v=abc&utm_source=twitter&utm_medium=social',
    'https://youtube.com/watch?fbclid=1&v=abc&gclid=2',
    '  https://www.youtube.com/watch?v=abc  ',
  ];

  it('ignores scheme, www., letter case of the host, fragments, trailing slashes and tracking parameters', () => {
    for (const link of samePage) expect(normaliseResourceUrl(link), link).toBe('youtube.com/watch?v=abc');
  });

  it('ignores the order of the other query parameters and how a space is encoded', () => {
    expect(normaliseResourceUrl('https://example.com/s?q=a%20b')).toBe(normaliseResourceUrl('https://example.com/s?q=a+b'));
    expect(normaliseResourceUrl('https://example.com/s?b=2&a=1')).toBe(normaliseResourceUrl('https://example.com/s?a=1&b=2'));
  });

  it('keeps the parts that make a different page different', () => {
    const key = normaliseResourceUrl('https://example.com/course?id=1');
    for (const other of ['https://example.com/course?id=2', 'https://example.com/Course?id=1',
      'https://docs.example.com/course?id=1', 'https://example.com:8443/course?id=1']) {
      expect(normaliseResourceUrl(other), other).not.toBe(key);
    }
  });

  it('treats a site root with or without a slash as one page', () => {
    expect(normaliseResourceUrl('https://www.example.com/')).toBe('example.com');
    expect(normaliseResourceUrl('https://example.com')).toBe('example.com');
  });

  it('is null for links that are not http(s)', () => {
    expect(normaliseResourceUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseResourceUrl('nothing')).toBeNull();
  });
});

describe('resourceSource: the "offered by" host shown on a resource', () => {
  it('is the registrable domain when the link is on the bare or www. host', () => {
    expect(resourceSource('https://www.youtube.com/watch?v=abc')).toBe('youtube.com');
    expect(resourceSource('https://coursera.org/learn/python')).toBe('coursera.org');
    expect(resourceSource('https://www.bbc.co.uk/news')).toBe('bbc.co.uk');
    expect(resourceSource('https://WWW.Medium.COM/@ada/post')).toBe('medium.com');
  });

  it('keeps a meaningful subdomain', () => {
    expect(resourceSource('https://docs.google.com/document/d/1')).toBe('docs.google.com');
    expect(resourceSource('https://m.youtube.com/watch?v=abc')).toBe('m.youtube.com');
    expect(resourceSource('https://www.ocw.mit.edu/courses')).toBe('ocw.mit.edu');
  });

  it('names hosts without a public suffix by their host name', () => {
    expect(resourceSource('http://localhost:3000/notes')).toBe('localhost');
    expect(resourceSource('http://192.168.0.10/slides')).toBe('192.168.0.10');
  });

  it('is null for links that are not http(s)', () => {
    expect(resourceSource('mailto:ada@example.com')).toBeNull();
    expect(resourceSource('')).toBeNull();
  });
});

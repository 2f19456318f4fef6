import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/stub-fetch';
import { paths } from '@/config/paths';
import type { RouteObject } from 'react-router-dom';
import { getFirstPageDataEarly, publicPageFor, publicPages, VisitorHome } from './public-pages';
import { createRoutes } from './router';

const pageAt = (path: string) => publicPages.find((page) => page.path === path)?.Page;

describe('which locations the public pages show without react-router', () => {
  it.each([
    ['/about', paths.about.path],
    ['/about/privacy', paths.privacy.path],
    ['/pathway/product-design', paths.pathwayLanding.path],
    ['/mentor', paths.mentors.path],
    ['/mentor/schedule', paths.mentorSchedule.path],
    ['/ada-obi', paths.mentorProfile.path],
    ['/no-such/page', paths.notFound.path],
  ])('%s is the page of %s', (pathname, pattern) => {
    expect(publicPageFor(pathname, '', null)?.type).toBe(pageAt(pattern));
  });

  it('shows the landing page at / to a visitor only', () => {
    expect(publicPageFor('/', '?refCode=abc', null)?.type).toBe(VisitorHome);
    expect(publicPageFor('/', '', 'a-token')).toBeNull();
    expect(publicPageFor('/', '?code=xyz', null)).toBeNull();
  });

  it.each([
    '/plan',
    '/history',
    '/admin',
    '/pathway',
    '/mentor/apply',
    '/mentor/availability',
    '/pathway/paid',
    '/pathway/product-design/start',
    '/assess/product-design/test',
    '/mentor/booked',
  ])(
    'leaves %s (signed in, or a payment\'s return) to the full router',
    (pathname) => {
      expect(publicPageFor(pathname, '', null)).toBeNull();
    },
  );

  it('leaves to the full router every path its table serves that is not a public page, so the two lists cannot drift apart', () => {
    const flatten = (routes: RouteObject[]): string[] => routes.flatMap((route) => [...(route.path ? [route.path] : []), ...flatten(route.children ?? [])]);
    const fullRouterOnly = flatten(createRoutes()).filter((path) => path !== paths.home.path && !publicPages.some((page) => page.path === path));
    expect(fullRouterOnly.length).toBeGreaterThan(10);
    for (const path of fullRouterOnly) {
      const sample = path.replace(/:\w+/g, 'sample').replace('*', 'sample');
      expect([sample, publicPageFor(sample, '', null)]).toEqual([sample, null]);
    }
  });
});

describe('the first page of a visit reads its data beside its chunk', () => {
  it.each([
    ['/ada-obi', '/api/v1/meetings/singlementor/ada-obi'],
    ['/pathway/product-design', '/api/v1/pathways/product-design'],
  ])('%s asks for %s at once', (pathname, url) => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    getFirstPageDataEarly(pathname);
    expect(fetchMock.mock.calls.map(([called]) => called)).toEqual([url]);
  });

  it.each(['/', '/about', '/mentor', '/history', '/pathway/product-design/start', '/no-such/page'])('%s starts no read of its own', (pathname) => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    getFirstPageDataEarly(pathname);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

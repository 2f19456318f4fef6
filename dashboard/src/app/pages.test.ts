import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { Page } from './page';
import { PUBLIC_PAGES } from './pages';
import { SIGNED_IN_PAGES } from './signed-in-pages';

const PAGES: Page[] = [...PUBLIC_PAGES, ...SIGNED_IN_PAGES];

describe('the page manifest', () => {
  it('has exactly one page for every path of the route table, and no page outside it', () => {
    const manifestPaths = new Set(PAGES.map((page) => page.path));
    for (const [name, entry] of Object.entries(paths)) {
      const pages = PAGES.filter((page) => page.path === entry.path);
      // `/` is two pages: the landing page for a visitor, Home for a learner (DashboardGate chooses).
      const expected = entry.path === paths.home.path ? ['public', 'signed-in'] : [expect.any(String)];
      expect([name, pages.map((page) => page.access)]).toEqual([name, expected]);
    }
    const known = new Set<string>(Object.values(paths).map((entry) => entry.path));
    expect([...manifestPaths].filter((path) => !known.has(path))).toEqual([]);
  });

  it('has no two pages at one path with the same access', () => {
    const keys = PAGES.map((page) => `${page.access} ${page.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('puts each page in the half that matches its access, the public ones all in PublicLayout', () => {
    expect(PUBLIC_PAGES.every((page) => page.access === 'public' && page.shell === 'public')).toBe(true);
    expect(SIGNED_IN_PAGES.every((page) => page.access === 'signed-in')).toBe(true);
  });

  it('keeps the 404 last among the public pages, after the `:param` paths it would otherwise hide', () => {
    expect(PUBLIC_PAGES.at(-1)?.path).toBe(paths.notFound.path);
  });

  it('has no pre-rendering texts in the client build, and in the server build names the module each page loads', async () => {
    expect(PUBLIC_PAGES.some((page) => page.prerender)).toBe(false);
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const { PUBLIC_PAGES: atBuild } = await import('./pages');
    const prerendered = atBuild.filter((page) => page.prerender);
    expect(prerendered.map((page) => page.path).sort()).toEqual(['/', '/about', '/about/privacy', '/individuals', '/resetpassword', '/signin', '/signup', '/waitlist']);
    for (const { path, load, prerender } of prerendered) {
      if (!prerender) continue;
      const module: Record<string, unknown> = await import(/* @vite-ignore */ `/${prerender.module}`);
      expect([path, Object.values(module)]).toEqual([path, expect.arrayContaining([await load()])]);
    }
  });
});

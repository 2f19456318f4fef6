// @vitest-environment node
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fakeApi } from '../../test/fake-api';
import { skillSuggestions } from './skills';

const START = new Date('2026-03-02T10:00:00Z').getTime();

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('asks GET /skills at most once an hour, and keeps the last list when the API is unreachable', async () => {
  let names = ['sql', 'user research'];
  let up = true;
  const calls = fakeApi(() =>
    up ? { status: 200, body: names.map((name, i) => ({ _id: String(i), name, skillGroup: 'Data Science' })) } : 'unreachable',
  );

  expect(await skillSuggestions()).toEqual(['sql', 'user research']);
  names = ['sql', 'user research', 'a/b testing'];
  vi.setSystemTime(START + 3_599_000);
  expect(await skillSuggestions()).toEqual(['sql', 'user research']);
  expect(calls).toHaveLength(1);

  vi.setSystemTime(START + 3_600_000);
  expect(await skillSuggestions()).toEqual(['sql', 'user research', 'a/b testing']);
  expect(calls).toHaveLength(2);

  up = false;
  vi.setSystemTime(START + 7_300_000);
  expect(await skillSuggestions()).toEqual(['sql', 'user research', 'a/b testing']);
});

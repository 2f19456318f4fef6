import { describe, expect, it } from 'vitest';
import type { PathwayResource, PathwayResourceState } from '../types/pathway.js';
import { pathwayProgress } from './pathway-progress.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const SECTIONS = [
  { no: 1, title: 'Getting Started', dueOffsetDays: 14 },
  { no: 2, title: 'Research', dueOffsetDays: 28 },
  { no: 3, title: 'Wireframes', dueOffsetDays: 45 },
];

function resource(id: string, section: number, state: PathwayResourceState = 'new', openedAt: string | null = null): PathwayResource {
  return { _id: id, title: id, photo: null, description: '', duration: '5 min', link: `https://example.com/${id}`, article: true, sub: '', section, state, openedAt };
}

/** Two resources per section, ids a1 a2 (section 1), b1 b2, c1 c2; `states` in that order. */
function pathwayIn(...states: PathwayResourceState[]): PathwayResource[] {
  return ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((id, index) =>
    resource(id, index < 2 ? 1 : index < 4 ? 2 : 3, states[index] ?? 'new', states[index] && states[index] !== 'new' ? '2026-11-16T12:00:00Z' : null),
  );
}

describe('pathwayProgress', () => {
  it.each([
    // completed of 6 resources → percent, sections done, remaining, current section
    { states: [], percent: 0, done: 0, remaining: 3, current: 1 },
    { states: ['completed'], percent: 17, done: 0, remaining: 3, current: 1 },
    { states: ['completed', 'completed'], percent: 33, done: 1, remaining: 2, current: 2 },
    { states: ['completed', 'completed', 'completed', 'pending'], percent: 50, done: 1, remaining: 2, current: 2 },
    { states: ['completed', 'new', 'completed', 'completed'], percent: 50, done: 1, remaining: 2, current: 1 },
    { states: ['completed', 'completed', 'completed', 'completed', 'completed', 'completed'], percent: 100, done: 3, remaining: 0, current: null },
  ] as const)('$states.length marked: $percent %, $done done, current section $current', ({ states, percent, done, remaining, current }) => {
    const progress = pathwayProgress(SECTIONS, pathwayIn(...states), NOW);
    expect(progress.percent).toBe(percent);
    expect(progress.sectionsDone).toBe(done);
    expect(progress.sectionsRemaining).toBe(remaining);
    expect(progress.current?.no ?? null).toBe(current);
  });

  it('marks the first section not done pending, and those after it undone, even when a later one is finished', () => {
    const progress = pathwayProgress(SECTIONS, pathwayIn('completed', 'new', 'completed', 'completed'), NOW);
    expect(progress.sections.map((section) => section.status)).toEqual(['pending', 'done', 'undone']);
  });

  it('counts due dates from the first resource opened, and weeks left up to the last one', () => {
    const resources = [resource('a1', 1, 'completed', '2026-11-20T12:00:00Z'), resource('a2', 1, 'pending', '2026-11-09T12:00:00Z'), resource('b1', 2)];
    const progress = pathwayProgress(SECTIONS, resources, NOW);
    expect(progress.startedAt.toISOString()).toBe('2026-11-09T12:00:00.000Z');
    expect(progress.sections.map((section) => section.dueAt.toISOString().slice(0, 10))).toEqual(['2026-11-23', '2026-12-07', '2026-12-24']);
    // 31 days to 24 December: 4.4 weeks, rounded up.
    expect(progress.weeksLeft).toBe(5);
  });

  it('counts from when the plan was granted, whatever was opened before or after', () => {
    const progress = pathwayProgress(SECTIONS, pathwayIn('completed', 'pending'), NOW, 'regular', new Date('2026-11-20T08:00:00Z'));
    expect(progress.startedAt.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(progress.sections.map((section) => section.dueAt.toISOString().slice(0, 10))).toEqual(['2026-12-04', '2026-12-18', '2027-01-04']);
    expect(progress.weeksLeft).toBe(6);
  });

  it('counts from today for a learner who has not opened anything', () => {
    const progress = pathwayProgress(SECTIONS, pathwayIn(), NOW);
    expect(progress.startedAt).toEqual(NOW);
    // 45 days: 6.4 weeks.
    expect(progress.weeksLeft).toBe(7);
  });

  it.each([
    { states: [], tasks: ['a1', 'a2', 'b1'] },
    { states: ['new', 'pending'], tasks: ['a2', 'a1', 'b1'] },
    { states: ['completed', 'completed', 'new', 'completed'], tasks: ['b1', 'c1', 'c2'] },
    { states: ['completed', 'completed', 'completed', 'completed', 'completed', 'new'], tasks: ['c2'] },
    { states: ['completed', 'completed', 'completed', 'completed', 'completed', 'completed'], tasks: [] },
  ] as const)('top 3 tasks for $states: $tasks', ({ states, tasks }) => {
    expect(pathwayProgress(SECTIONS, pathwayIn(...states), NOW).topTasks.map((task) => task._id)).toEqual(tasks);
  });

  it('is 0 weeks left and no current section once everything is done, even before the due dates', () => {
    const progress = pathwayProgress(SECTIONS, pathwayIn('completed', 'completed', 'completed', 'completed', 'completed', 'completed'), NOW);
    expect(progress.weeksLeft).toBe(0);
    expect(progress.current).toBeNull();
  });

  it.each([
    // Offsets 14, 28 and 45 days from a start 14 days ago, scaled and rounded to whole days (10.5 → 11).
    { pace: 'regular', due: ['2026-11-23', '2026-12-07', '2026-12-24'], weeks: 5 },
    { pace: 'slow', due: ['2026-11-30', '2026-12-21', '2027-01-16'], weeks: 8 },
    { pace: 'intense', due: ['2026-11-20', '2026-11-30', '2026-12-13'], weeks: 3 },
  ] as const)('at a $pace pace, due dates move to $due and $weeks weeks are left', ({ pace, due, weeks }) => {
    const progress = pathwayProgress(SECTIONS, [resource('a1', 1, 'pending', '2026-11-09T12:00:00Z'), resource('b1', 2)], NOW, pace);
    expect(progress.sections.map((section) => section.dueAt.toISOString().slice(0, 10))).toEqual(due);
    expect(progress.weeksLeft).toBe(weeks);
  });

  it('puts sections in number order whatever order they arrive in', () => {
    const progress = pathwayProgress([...SECTIONS].reverse(), pathwayIn(), NOW);
    expect(progress.sections.map((section) => section.no)).toEqual([1, 2, 3]);
  });

  it.each([
    // Section 1 has an assessment: its resources alone no longer complete it.
    { states: ['completed', 'completed'], passed: [], statuses: ['pending', 'undone', 'undone'], current: 1, assessment: 'not-passed' },
    { states: ['completed', 'completed'], passed: [1], statuses: ['done', 'pending', 'undone'], current: 2, assessment: 'passed' },
    { states: ['completed', 'new'], passed: [1], statuses: ['pending', 'undone', 'undone'], current: 1, assessment: 'passed' },
  ] as const)('with an assessment on section 1 passed $passed: $statuses', ({ states, passed, statuses, current, assessment }) => {
    const progress = pathwayProgress(SECTIONS, pathwayIn(...states), NOW, 'regular', undefined, { withAssessment: [1], passed });
    expect(progress.sections.map((section) => section.status)).toEqual(statuses);
    expect(progress.current?.no).toBe(current);
    expect(progress.sections[0]!.assessment).toBe(assessment);
    expect(progress.sections[1]!.assessment).toBe('none');
  });
});

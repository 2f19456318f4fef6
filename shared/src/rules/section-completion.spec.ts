import { describe, expect, it } from 'vitest';
import { assessmentStateOf, sectionCompleted } from './section-completion.js';

describe('sectionCompleted', () => {
  it.each([
    { completed: 0, total: 3, assessment: 'none', done: false },
    { completed: 2, total: 3, assessment: 'none', done: false },
    { completed: 3, total: 3, assessment: 'none', done: true },
    { completed: 0, total: 0, assessment: 'none', done: true },
    { completed: 3, total: 3, assessment: 'not-passed', done: false },
    { completed: 2, total: 3, assessment: 'passed', done: false },
    { completed: 3, total: 3, assessment: 'passed', done: true },
    { completed: 0, total: 0, assessment: 'not-passed', done: false },
  ] as const)('$completed of $total resources, assessment $assessment: completed $done', ({ done, ...input }) => {
    expect(sectionCompleted(input)).toBe(done);
  });
});

describe('assessmentStateOf', () => {
  it.each([
    { section: 1, withAssessment: [], passed: [], state: 'none' },
    { section: 2, withAssessment: [1], passed: [1], state: 'none' },
    { section: 1, withAssessment: [1], passed: [], state: 'not-passed' },
    { section: 1, withAssessment: [1, 2], passed: [1], state: 'passed' },
  ] as const)('section $section, assessments $withAssessment, passed $passed: $state', ({ section, withAssessment, passed, state }) => {
    expect(assessmentStateOf(section, withAssessment, passed)).toBe(state);
  });
});

import { describe, expect, it } from 'vitest';
import { questionShapeError } from './question-shape.js';

const SUBS = ['What UX design is', 'Design thinking'];
const FOUR = ['A', 'B', 'C', 'D'];
const obj = (options: string[], correct: string[], sub = SUBS[0]!) => ({ type: 'obj' as const, options, correct, sub });

describe('questionShapeError', () => {
  it.each([
    ['obj, four options, one right', obj(FOUR, ['B'])],
    ['obj, the five life-cycle stages', obj(['Brainstorm', 'Define', 'Design', 'Test', 'Launch'], ['Design'])],
    ['obj, true/false', obj(['True', 'False'], ['False'])],
    ['check, several right', { type: 'check' as const, options: FOUR, correct: ['A', 'C'], sub: SUBS[1]! }],
    ['text, nothing to mark', { type: 'text' as const, options: [], correct: [], sub: SUBS[0]! }],
  ])('accepts %s', (_name, question) => {
    expect(questionShapeError(question, SUBS)).toBeNull();
  });

  it.each([
    ['a sub-topic of another section', obj(FOUR, ['A'], 'Jobs in UX'), "sub must be one of the section's sub-topics: What UX design is, Design thinking"],
    ['three options', obj(['A', 'B', 'C'], ['A']), 'An obj question has four or five options, or the two options True and False'],
    ['two options that are not True and False', obj(['Yes', 'No'], ['Yes']), 'An obj question has four or five options, or the two options True and False'],
    ['a check question with true/false', { type: 'check' as const, options: ['True', 'False'], correct: ['True'], sub: SUBS[0]! }, 'A check question has four or five options'],
    ['a blank option', obj(['A', ' ', 'C', 'D'], ['A']), 'Every option needs some text'],
    ['the same option twice', obj(['A', 'A', 'C', 'D'], ['A']), 'Options must all be different'],
    ['a key not among the options', obj(FOUR, ['E']), 'Every correct answer must be one of the options'],
    ['two keys on an obj question', obj(FOUR, ['A', 'B']), 'An obj question has exactly one correct answer'],
    ['no key on an obj question', obj(FOUR, []), 'An obj question has exactly one correct answer'],
    ['no key on a check question', { type: 'check' as const, options: FOUR, correct: [], sub: SUBS[0]! }, 'A check question has at least one correct answer'],
    ['a key listed twice', { type: 'check' as const, options: FOUR, correct: ['A', 'A'], sub: SUBS[0]! }, 'A correct answer is listed twice'],
    ['options on a text question', { type: 'text' as const, options: ['A'], correct: [], sub: SUBS[0]! }, 'A text question has no options and no correct answer: a mentor reads the answer'],
  ])('refuses %s', (_name, question, message) => {
    expect(questionShapeError(question, SUBS)).toBe(message);
  });
});

import { describe, expect, it } from 'vitest';
import type { AssessmentAnswer } from '../types/assessment.js';
import { markAssessment, type MarkableQuestion } from './assessment-marks.js';

const QUESTIONS: MarkableQuestion[] = [
  { id: 'q1', type: 'obj', sub: 'What UX is', correct: ['B'] },
  { id: 'q2', type: 'obj', sub: 'What UX is', correct: ['True'] },
  { id: 'q3', type: 'check', sub: 'Life cycle', correct: ['Brainstorm', 'Define', 'Design', 'Test', 'Launch'] },
  { id: 'q4', type: 'text', sub: 'Life cycle', correct: [] },
];

const ALL_RIGHT: AssessmentAnswer[] = [
  { question: 'q1', answer: 'B' },
  { question: 'q2', answer: 'True' },
  { question: 'q3', answers: ['Launch', 'Test', 'Design', 'Define', 'Brainstorm'] },
  { question: 'q4', answer: 'I would interview five users first.' },
];

describe('markAssessment', () => {
  it.each([
    { name: 'everything right', answers: ALL_RIGHT, correct: 3, score: 100, passed: true, result: [true, true] },
    { name: 'one obj wrong', answers: [{ question: 'q1', answer: 'A' }, ...ALL_RIGHT.slice(1)], correct: 2, score: 67, passed: false, result: [false, true] },
    { name: 'check missing one choice', answers: [...ALL_RIGHT.slice(0, 2), { question: 'q3', answers: ['Brainstorm', 'Define', 'Design', 'Test'] }], correct: 2, score: 67, passed: false, result: [true, false] },
    { name: 'check with an extra choice', answers: [...ALL_RIGHT.slice(0, 2), { question: 'q3', answers: [...QUESTIONS[2]!.correct, 'Guess'] }], correct: 2, score: 67, passed: false, result: [true, false] },
    { name: 'check with a choice twice', answers: [...ALL_RIGHT.slice(0, 2), { question: 'q3', answers: [...QUESTIONS[2]!.correct, 'Test'] }], correct: 3, score: 100, passed: true, result: [true, true] },
    { name: 'nothing answered (Skip Test at once)', answers: [], correct: 0, score: 0, passed: false, result: [false, false] },
    { name: 'a check answered with answer, not answers', answers: [...ALL_RIGHT.slice(0, 2), { question: 'q3', answer: 'Brainstorm' }], correct: 2, score: 67, passed: false, result: [true, false] },
  ])('$name: $correct of 3 marked, $score %', ({ answers, correct, score, passed, result }) => {
    const marks = markAssessment(QUESTIONS, answers);
    expect(marks).toMatchObject({ correct, marked: 3, score, passed });
    expect(marks.result).toEqual([
      { title: 'What UX is', pass: result[0] },
      { title: 'Life cycle', pass: result[1] },
    ]);
  });

  it('keeps free answers for review without marking them', () => {
    expect(markAssessment(QUESTIONS, ALL_RIGHT).forReview).toBe(1);
    expect(markAssessment(QUESTIONS, ALL_RIGHT.slice(0, 3)).forReview).toBe(0);
  });

  it('ignores answers to questions it was not asked', () => {
    expect(markAssessment(QUESTIONS, [...ALL_RIGHT, { question: 'q9', answer: 'B' }])).toMatchObject({ correct: 3, marked: 3 });
  });

  it('passes at 70 % exactly, per sub-topic too', () => {
    const ten: MarkableQuestion[] = Array.from({ length: 10 }, (_, i) => ({ id: `q${i}`, type: 'obj', sub: 'One', correct: ['A'] }));
    const seven = ten.map((question, i) => ({ question: question.id, answer: i < 7 ? 'A' : 'B' }));
    expect(markAssessment(ten, seven)).toMatchObject({ score: 70, passed: true, result: [{ title: 'One', pass: true }] });
    expect(markAssessment(ten, seven.slice(1))).toMatchObject({ score: 60, passed: false });
  });
});

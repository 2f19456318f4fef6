import { loadAssessmentsConfig } from './assessments.config';

describe('loadAssessmentsConfig', () => {
  it('allows 3 attempts unless told otherwise', () => {
    expect(loadAssessmentsConfig({}).maxAttempts).toBe(3);
    expect(loadAssessmentsConfig({ ASSESSMENT_MAX_ATTEMPTS: ' 5 ' }).maxAttempts).toBe(5);
  });

  it.each(['0', '-1', '2.5', 'many'])('refuses ASSESSMENT_MAX_ATTEMPTS=%s', (raw) => {
    expect(() => loadAssessmentsConfig({ ASSESSMENT_MAX_ATTEMPTS: raw })).toThrow(`ASSESSMENT_MAX_ATTEMPTS must be a whole number of 1 or more, got "${raw}"`);
  });

  it('reads 8 submissions with files at once unless told otherwise', () => {
    expect(loadAssessmentsConfig({}).uploadsAtOnce).toBe(8);
    expect(loadAssessmentsConfig({ ANSWER_UPLOADS_AT_ONCE: '2' }).uploadsAtOnce).toBe(2);
    expect(() => loadAssessmentsConfig({ ANSWER_UPLOADS_AT_ONCE: '0' })).toThrow('ANSWER_UPLOADS_AT_ONCE must be a whole number of 1 or more, got "0"');
  });
});

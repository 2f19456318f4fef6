import { describe, expect, it } from 'vitest';
import { addMicroSkill, normaliseMicroSkills } from './micro-skills.js';

describe('normaliseMicroSkills: the skills a resource is tagged with', () => {
  it('trims, lowercases and collapses inner spaces', () => {
    expect(normaliseMicroSkills(['  Python ', 'Data\t  Cleaning', 'UX WRITING'])).toEqual(['python', 'data cleaning', 'ux writing']);
  });

  it('drops blanks and repeats that differ only in case or spacing, keeping the first order', () => {
    expect(normaliseMicroSkills(['Figma', ' ', '', 'SQL', 'figma ', 'sql', 'Git'])).toEqual(['figma', 'sql', 'git']);
  });

  it('gives an empty list for no skills', () => {
    expect(normaliseMicroSkills([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const skills = [' A ', 'a'];
    normaliseMicroSkills(skills);
    expect(skills).toEqual([' A ', 'a']);
  });
});

describe('addMicroSkill: adding one skill in the add-resource modal', () => {
  it('adds a new skill at the end', () => {
    expect(addMicroSkill(['python'], 'Pandas')).toEqual(['python', 'pandas']);
  });

  it('ignores a blank skill or one already there', () => {
    expect(addMicroSkill(['python'], '   ')).toEqual(['python']);
    expect(addMicroSkill(['python'], ' PYTHON ')).toEqual(['python']);
  });
});

import { describe, expect, it } from 'vitest';
import { capitalise, displayText, truncate } from './text.js';

describe('truncate', () => {
  it('keeps text within the limit unchanged', () => {
    expect(truncate('Design systems', 17)).toBe('Design systems');
  });

  it('cuts longer text to exactly the limit, ending in an ellipsis', () => {
    const cut = truncate('user research synthesis', 17);
    expect(cut).toBe('user research sy…');
    expect(Array.from(cut)).toHaveLength(17);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abcd efgh', 6)).toBe('abcd…');
  });

  it('never splits an emoji', () => {
    expect(truncate('🎉🎉🎉🎉', 3)).toBe('🎉🎉…');
  });
});

describe('displayText', () => {
  it('capitalises and applies the limit of each kind', () => {
    expect(displayText('figma basics', 'skillLabel')).toBe('Figma basics');
    expect(Array.from(displayText('x'.repeat(200), 'cardTitle'))).toHaveLength(100);
    expect(Array.from(displayText('x'.repeat(200), 'wishlistTitle'))).toHaveLength(70);
    expect(Array.from(displayText('x'.repeat(200), 'todoTitle'))).toHaveLength(50);
    expect(Array.from(displayText('x'.repeat(200), 'name'))).toHaveLength(24);
    expect(Array.from(displayText('x'.repeat(200), 'meetingPurpose'))).toHaveLength(120);
  });

  it('capitalises a lone word without changing the rest', () => {
    expect(capitalise('iOS apps')).toBe('IOS apps');
    expect(capitalise('')).toBe('');
  });
});

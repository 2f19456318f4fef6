import { isDuplicateKey } from './duplicate-key';

describe('isDuplicateKey', () => {
  it('recognises the unique-index error, with or without the clashing key', () => {
    expect(isDuplicateKey({ code: 11000, keyValue: { username: 'ada' } })).toBe(true);
    expect(isDuplicateKey(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toBe(true);
  });

  it('refuses every other error', () => {
    for (const error of [null, undefined, 'E11000', new Error('E11000'), { code: 11001 }, { code: '11000' }]) {
      expect(isDuplicateKey(error)).toBe(false);
    }
  });
});

import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it.each([
    [new Error('Paystack could not be reached'), 'Paystack could not be reached'],
    [new RangeError('Not a positive whole number of kobo: 0'), 'Not a positive whole number of kobo: 0'],
    ['a thrown string', 'a thrown string'],
    [42, '42'],
    [undefined, 'undefined'],
    [null, 'null'],
  ])('gives the text of %p', (thrown, text) => {
    expect(errorMessage(thrown)).toBe(text);
  });
});

import { hasControlCharacters } from './no-control-characters';

describe('hasControlCharacters', () => {
  it.each(['a\u0000b', 'a\u0007b', 'a\u001b[31mb', 'a\u007fb', 'a\u0085b', 'a\u009bb', 'a\tb', 'a\nb'])('finds them in %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it('lets a multi-line text keep line breaks and tabs, and nothing else', () => {
    expect(hasControlCharacters('Line one\r\nLine two\twith a tab', { multiline: true })).toBe(false);
    expect(hasControlCharacters('Line one\u0000', { multiline: true })).toBe(true);
  });

  it('leaves letters, accents, emoji and right-to-left text alone', () => {
    expect(hasControlCharacters('Ọlá Àdìgún — ডেটা 📊 مرحبا')).toBe(false);
  });
});

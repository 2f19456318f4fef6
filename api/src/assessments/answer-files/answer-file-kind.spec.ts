import { answerFileKind } from './answer-file-kind';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('answerFileKind', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a GIF', bytes('GIF89a', [1, 0]), 'image/gif'],
  ])('knows %s by its first bytes', (_name, file, kind) => {
    expect(answerFileKind(file)).toBe(kind);
  });

  it.each([
    ['an ELF program', bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1])],
    ['a Windows program', bytes('MZ', [0x90, 0])],
    ['a shell script', bytes('#!/bin/sh\nrm -rf ~\n')],
    ['a ZIP', bytes('PK', [3, 4])],
    ['a RIFF that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s whatever its name', (_name, file) => {
    expect(answerFileKind(file)).toBeNull();
  });
});

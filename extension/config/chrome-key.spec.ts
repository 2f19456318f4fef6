// @vitest-environment node
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { EXTENSION_DEV_ID } from '@trail/shared';
import { CHROME_PUBLIC_KEY } from './chrome-key';

it('the key yields the documented extension id', () => {
  // Chrome's id: the first 32 hex digits of SHA-256(key), each digit mapped 0-f to a-p.
  const hex = createHash('sha256').update(Buffer.from(CHROME_PUBLIC_KEY, 'base64')).digest('hex');
  const id = [...hex.slice(0, 32)].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
  expect(id).toBe(EXTENSION_DEV_ID);
});

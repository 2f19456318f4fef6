import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs each webhook with x-paystack-signature: the hex HMAC-SHA512 of the raw body, keyed
 * with the secret key. Compared in constant time so the answer's timing reveals nothing of it.
 */
export function isValidPaystackSignature(rawBody: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

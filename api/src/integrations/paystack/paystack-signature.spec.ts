import { createHmac } from 'node:crypto';
import { isValidPaystackSignature } from './paystack-signature';

const secret = 'sk_test_signature';
const body = Buffer.from('{"event":"charge.success","data":{"reference":"ref-1","amount":200000}}');
const signed = (raw: Buffer | string, key = secret) => createHmac('sha512', key).update(raw).digest('hex');

describe('isValidPaystackSignature', () => {
  it('accepts the HMAC-SHA512 of the raw body with the secret key, in either hex case', () => {
    expect(isValidPaystackSignature(body, signed(body), secret)).toBe(true);
    expect(isValidPaystackSignature(body, signed(body).toUpperCase(), secret)).toBe(true);
  });

  it('refuses a missing, malformed, truncated or foreign signature', () => {
    expect(isValidPaystackSignature(body, undefined, secret)).toBe(false);
    expect(isValidPaystackSignature(body, '', secret)).toBe(false);
    expect(isValidPaystackSignature(body, 'not-hex', secret)).toBe(false);
    expect(isValidPaystackSignature(body, signed(body).slice(0, 64), secret)).toBe(false);
    expect(isValidPaystackSignature(body, signed(body, 'sk_test_someone_else'), secret)).toBe(false);
  });

  it('refuses a body changed after signing, even by one character', () => {
    const altered = Buffer.from(body.toString().replace('200000', '200001'));
    expect(isValidPaystackSignature(altered, signed(body), secret)).toBe(false);
  });
});

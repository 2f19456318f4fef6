import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_LENGTH } from '@trail/shared';

/** No 0/O, 1/I/L: codes are read aloud and typed from a screenshot. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export { REFERRAL_CODE_LENGTH };

/** A random code such as `K7QM2XD`: 31^7 ≈ 27 billion, so a clash (retried) is rare. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/bcrypt';

const COST = 10;
/** bcrypt reads at most 72 bytes of a password; longer ones are refused at sign-up and reset. */
export const PASSWORD_MAX_BYTES = 72;

/** Hashes off the event loop (a native binding on libuv's thread pool), so logins do not stall other requests. */
export const hashPassword = (plain: string): Promise<string> =>
  hash(plain, { cost: COST, rejectLongPasswords: true });

/** Also verifies the hashes bcryptjs made ($2a$/$2b$). */
export const verifyPassword = (plain: string, stored: string): Promise<boolean> => verify(plain, stored);

let decoy: Promise<string> | undefined;

/**
 * Spends the time a real check takes, for an e-mail with no account or no password, so the answer's
 * timing does not tell which e-mails have accounts.
 */
export async function verifyAgainstDecoy(plain: string): Promise<void> {
  decoy ??= hash(randomBytes(16).toString('hex'), { cost: COST });
  await verify(plain, await decoy);
}

import { registerAs } from '@nestjs/config';
import { BPS_PER_WHOLE, DEFAULT_PLATFORM_FEE_BPS, DEFAULT_REFERRAL_SHARE_BPS } from '@trail/shared';
import { ConfigError } from './config-error';
import { type Env, readString } from './env-readers';

function readBps(env: Env, name: string, fallback: number): number {
  const raw = readString(env, name);
  if (raw === undefined) return fallback;
  const bps = Number(raw);
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_PER_WHOLE) {
    throw new ConfigError(`${name} must be whole basis points from 0 to ${BPS_PER_WHOLE} (10000 = 100 %), got "${raw}"`);
  }
  return bps;
}

export function loadPaymentsConfig(env: Env) {
  const recovery = readString(env, 'PAYMENTS_RECOVERY');
  if (recovery && !['on', 'off'].includes(recovery)) throw new ConfigError(`PAYMENTS_RECOVERY must be on or off, got "${recovery}"`);
  return {
    /** How each payment is split (docs/decisions/0033-ledger.md). */
    split: {
      platformFeeBps: readBps(env, 'PAYMENTS_PLATFORM_FEE_BPS', DEFAULT_PLATFORM_FEE_BPS),
      referralShareBps: readBps(env, 'PAYMENTS_REFERRAL_SHARE_BPS', DEFAULT_REFERRAL_SHARE_BPS),
    },
    /** The job that finishes withdrawals a crash or a lost webhook left half way; tests call it directly. */
    recoveryEnabled: (recovery ?? (readString(env, 'NODE_ENV') === 'test' ? 'off' : 'on')) === 'on',
    recoveryEvery: '5 minutes',
    /** A claim this old with no word from Paystack is asked about. */
    staleAfterMs: 10 * 60 * 1000,
    /** A refund `sent` this long with no webhook is asked about (GET /refund/:id), and again after as long. */
    refundFollowUpAfterMs: 30 * 60 * 1000,
  };
}

export type PaymentsConfig = ReturnType<typeof loadPaymentsConfig>;

export const paymentsConfig = registerAs('payments', () => loadPaymentsConfig(process.env));

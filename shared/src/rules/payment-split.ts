import { BPS_PER_WHOLE } from '../constants/prices.js';

export interface PaymentSplitPolicy {
  /** What the platform keeps of a mentoring payment, before the referral share is paid from it. */
  platformFeeBps: number;
  /** What the payer's referrer earns of any payment. */
  referralShareBps: number;
}

export interface PaymentSplit {
  mentorKobo: number;
  platformFeeKobo: number;
  referralKobo: number;
}

/**
 * Splits a payment into whole kobo that always add up to the amount paid. A payment with a mentor
 * (a mentoring hour) gives the mentor everything but the platform's fee; one without (a pathway)
 * goes to the platform. A referrer's share comes out of the platform's part, never the mentor's.
 */
export function splitPayment(
  amountKobo: number,
  parties: { mentor: boolean; referrer: boolean },
  policy: PaymentSplitPolicy,
): PaymentSplit {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) throw new RangeError('amountKobo must be a positive whole number');
  checkBps(policy.platformFeeBps);
  checkBps(policy.referralShareBps);
  const platformPart = parties.mentor ? Math.floor((amountKobo * policy.platformFeeBps) / BPS_PER_WHOLE) : amountKobo;
  const referralKobo = parties.referrer
    ? Math.min(platformPart, Math.floor((amountKobo * policy.referralShareBps) / BPS_PER_WHOLE))
    : 0;
  return {
    mentorKobo: amountKobo - platformPart,
    platformFeeKobo: platformPart - referralKobo,
    referralKobo,
  };
}

function checkBps(bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_PER_WHOLE) throw new RangeError('a share must be 0 to 10,000 basis points');
}

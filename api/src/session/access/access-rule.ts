import type { UserRole } from '@trail/shared';

/** What a route asks of its caller beyond a live session (`@RequireAccess`, read by AccessGuard). */
export interface AccessRule {
  /** The caller's role must be one of these. */
  roles?: readonly UserRole[];
  /** The caller must have proven their e-mail address (money and public listings need a reachable person). */
  verifiedEmail?: boolean;
  /** A 13–17-year-old needs their parent's agreement first: money, mentoring and public listings (decision 0058). */
  parentalAgreement?: boolean;
  /** A suspended account may not move money or cancel for a refund: withdrawals, bank details, cancellations (decision 0077). */
  notSuspended?: boolean;
}

/** The metadata key under which `@RequireAccess` leaves its rule for AccessGuard. */
export const ACCESS_RULE = 'trail:access-rule';

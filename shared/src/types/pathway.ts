/** Plan choices (spec §3): 1 Basic, 2 Premium, 3 Best Value. */
export type PathwayPlanId = 1 | 2 | 3;

/** Pay in Full (one payment for the whole pathway) or Pay Monthly (a subscription). */
export type PathwayPaymentMode = 'full' | 'monthly';

/** A plan as the public pathway page shows it; prices come from the API's config, in kobo. */
export interface PathwayPlan {
  plan: PathwayPlanId;
  name: string;
  /** What the learner gets on this plan, one line each. */
  features: string[];
  fullPriceKobo: number;
  monthlyPriceKobo: number;
  /** How many monthly payments Pay Monthly takes to cover the pathway. */
  months: number;
}

/** A numbered section of a pathway (spec §3 "Learning section"), with its resource counts. */
export interface PathwaySection {
  no: number;
  title: string;
  /** Sub-topics, in order. */
  sub: string[];
  /** Days from the learner's start to this section's due date. */
  dueOffsetDays: number;
  /** How long the section takes, as the page shows it ("2 weeks"). */
  duration: string;
  /** Resources in the section: `readings` articles plus `videos`. */
  resource: number;
  readings: number;
  videos: number;
}

/** GET /pathways/:slug (public): the pathway, its sections and its plans. */
export interface Pathway {
  _id: string;
  slug: string;
  title: string;
  /** The mentorship track (field) the pathway belongs to. */
  fieldId: string;
  summary: string;
  /** What the learner gets from the pathway, one line each. */
  outcomes: string[];
  sections: PathwaySection[];
  plans: PathwayPlan[];
}

/** Resource progress (spec §4): new, pending once opened, completed once marked as read. */
export type PathwayResourceState = 'new' | 'pending' | 'completed';

/** A resource of a pathway section (spec §3 "Pathway resource"), with the caller's progress on it. */
export interface PathwayResource {
  _id: string;
  title: string;
  /** A cover image URL, or null for the default cover. */
  photo: string | null;
  description: string;
  duration: string;
  link: string;
  /** True for an article, false for a video. */
  article: boolean;
  /** The section's sub-topic this resource teaches. */
  sub: string;
  /** The section's number. */
  section: number;
  state: PathwayResourceState;
  /** When the caller first opened it (ISO), or null. */
  openedAt: string | null;
}

/** The Trail assistant's pace (spec §4): it stretches or shortens the due dates. */
export type PathwayPace = 'slow' | 'regular' | 'intense';

/** POST /users/assistant/:fieldId. */
export interface PathwayPaceBody {
  rate: PathwayPace;
}

/** GET and POST /users/assistant/:fieldId: the learner's pace on the track's pathway (regular until set). */
export interface PathwayPaceResponse {
  fieldId: string;
  rate: PathwayPace;
}

/**
 * POST /payments/initializetransaction/:fieldId (pay a plan in full) and POST /payments/subscription/:fieldId
 * (Pay Monthly: a monthly Paystack subscription for the plan's `months`), signed in with a verified e-mail.
 */
export interface PathwayPaymentBody {
  plan: PathwayPlanId;
}

export interface PathwayPaymentResponse {
  /** Spec §7: the browser is sent to `data.authorization_url`. */
  data: { authorization_url: string; reference: string };
}

/** GET /pathways/:slug/access: the caller's plan on a pathway (402 without one). Due dates count from `grantedAt`. */
export interface PathwayAccess {
  slug: string;
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
  grantedAt: string;
  /** Pay Monthly: the end of the paid period (ISO), when access ends unless a renewal pays the next; null once paid off or paid in full. */
  paidUntil: string | null;
  /** Pay Monthly: true while Paystack charges again at `paidUntil`; false once cancelled (access then ends on `paidUntil`). */
  renews: boolean;
  /**
   * Pay Monthly: the saved card Paystack warned will expire before a coming charge (subscription.expiring_cards),
   * until the learner replaces it (POST /payments/subscription/:fieldId/card) or the month it expires has passed.
   */
  expiringCard: ExpiringCard | null;
}

/** A card as Paystack describes it: 'visa ending with 4081', expiring 'MM/YYYY'. */
export interface ExpiringCard {
  description: string;
  expiry: string;
}

/** POST /payments/subscription/:fieldId/card: Paystack's page where the learner replaces the Pay Monthly card. */
export interface SubscriptionCardLink {
  link: string;
}

/** POST /payments/subscription/:fieldId/cancel: Pay Monthly stops renewing; the paid period runs to `paidUntil` (ISO). */
export interface PathwaySubscriptionCancelled {
  paidUntil: string;
}

/**
 * What a pathway payment became, for the page Paystack returns to (/pathway/paid):
 * waiting — Paystack has not confirmed it yet; failed — declined or abandoned;
 * granted — it opened the pathway; refunded — the learner already had the pathway (or it was refunded).
 */
export type PathwayPaymentState = 'waiting' | 'failed' | 'granted' | 'refunded';

export interface PathwayPaymentOutcome {
  state: PathwayPaymentState;
  pathway: { slug: string; title: string };
  plan: PathwayPlanId;
  /** Paid in full, or the first month of Pay Monthly. */
  mode: PathwayPaymentMode;
}

import type { ParentalAgreementSummary } from './parental-agreement.js';
/** 'exist' when the account was made from the extension's install flow. */
export const EXTENSION_FLAGS = ['inactive', 'exist'] as const;
export type ExtensionFlag = (typeof EXTENSION_FLAGS)[number];

/** 'admin' approves mentors; it is granted only by `npm run admin -- grant <email>`. */
export const USER_ROLES = ['user', 'mentor', 'business', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface ReminderChannels {
  gmail: boolean;
  whatsapp: boolean;
}

/** The signed-in user's own record, as the API returns it (never the password or reset fields). */
export interface User {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  username?: string;
  profileImgUrl?: string;
  tag?: string;
  bio?: string;
  clarity?: string;
  /** E.164, used for WhatsApp reminders. */
  phone?: string;
  /** The phone number was proven with a code sent to it; WhatsApp messages go to verified numbers only. */
  phoneVerified: boolean;
  /** IANA time zone of the times in meeting e-mails and messages; the dashboard sets it from the browser once. */
  timezone?: string;
  role: UserRole;
  /** The user's own referral code, made once by GET /users/referral. */
  code?: string;
  referred: number;
  extension: ExtensionFlag;
  reminder: ReminderChannels;
  /** Proven by the e-mailed link or a Google sign-in; unverified accounts earn no referral credit. */
  emailVerified: boolean;
  google: boolean;
  /** "YYYY-MM"; absent on accounts made before Trail asked (decision 0058). */
  birthMonth?: string;
  /** Only on 13–17-year-olds' accounts (NDPA 2023 s.31, decision 0058). */
  parentalAgreement?: ParentalAgreementSummary;
  /**
   * Everything earned, in kobo (Balances.totalEarnedKobo), from the payments ledger. Only in the
   * answer to GET /users/:id without `balances=false` (decision 0034); sign-in and profile answers leave both balances out.
   */
  totalBalance?: number;
  /** What can be withdrawn now, in kobo (Balances.withdrawableKobo); only in GET /users/:id. */
  mentorBalance?: number;
  /** Earnings waiting for their sessions and dispute windows, in kobo (Balances.pendingKobo); only in GET /users/:id. */
  pendingBalance?: number;
  createdAt: string;
}

export interface AuthResponse {
  token: string;
  user: User;
  /** True when this sign-in cancelled a pending account deletion (decision 0050). */
  deletionCancelled?: boolean;
}

export interface UserResponse {
  user: User;
}

export interface RegisterBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Month and year of birth, "YYYY-MM": under 13 is refused, 13–17 needs a parent's agreement. */
  birthMonth: string;
  /** Required when the learner is 13–17: the parent or guardian who is asked to agree. */
  parentEmail?: string;
  refCode?: string;
  extension?: ExtensionFlag;
}

/** PUT /users/me/birth-month: an account made before Trail asked gives its month of birth, once. */
export interface BirthMonthBody {
  birthMonth: string;
  /** Required when the learner is 13–17, as at sign-up. */
  parentEmail?: string;
}

/**
 * The answer to PUT /users/me/birth-month: the account, or for an under-13 answer (202) when the
 * account is erased; every session has ended then (decision 0061).
 */
export type BirthMonthResponse = UserResponse | { deletionDueAt: string };

export interface LoginBody {
  email: string;
  password: string;
}

/** PUT /users/:id takes one of these subsets (or a multipart `avatar`). */
export type UpdateUserBody =
  | { tag?: string; bio?: string; username?: string; clarity?: string; phone?: string; timezone?: string }
  | { reminder: Partial<ReminderChannels> };

export interface GoogleUrlResponse {
  url: string;
  /** Kept by the browser that opens `url` (sessionStorage) and sent back with Google's code. */
  flow: string;
}

export interface VerifyEmailBody {
  token: string;
}

/** POST /users/:id/phone/verify. */
export interface VerifyPhoneBody {
  code: string;
}

export interface MessageResponse {
  message: string;
}

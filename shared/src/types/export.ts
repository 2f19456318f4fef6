import type { LedgerEntryView } from './ledger.js';
import type { LearningResource } from './learning.js';
import type { MeetingsResponse } from './meeting.js';
import type { FreeTimeResponse, MentorApplication } from './mentor.js';
import type { PathwayPace, PathwayPaymentMode, PathwayPlanId } from './pathway.js';
import type { BankDetails, WithdrawalView } from './payment.js';
import type { ReferralSummary } from './referral.js';
import type { SkillTestResult } from './skill-test.js';
import type { Todo } from './todo.js';
import type { User } from './user.js';

/** GET /export?format=…: JSON holds the whole account; CSV and HTML (browser bookmarks) the saved resources. */
export const EXPORT_FORMATS = ['json', 'csv', 'html'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The JSON export: everything the account holds, readable by people and other apps. */
export interface AccountExport {
  /** Bumped when the shape changes, so an importer knows what it reads (2: the sections after `todos`; 3: pathways, assessments, subscriptions). */
  version: 3;
  exportedAt: string;
  account: User;
  learning: LearningResource[];
  todos: Todo[];
  skillTests: SkillTestResult[];
  /** Each side as the Meetings page shows it: the other person by public name only. */
  meetings: { asMentee: MeetingsResponse; asMentor: MeetingsResponse };
  mentoring: { application: MentorApplication | null; freeTime: FreeTimeResponse };
  referrals: ReferralSummary;
  /** Earnings and payouts; the bank account by its last four digits only. */
  money: { ledger: LedgerEntryView[]; withdrawals: WithdrawalView[]; bankDetails: BankDetails | null };
  /** Every pathway plan held, current or lapsed, with the pace chosen and the progress on each resource. */
  pathways: PathwayExport[];
  /** Every assessment attempt: the answers given, the marks and a mentor's reviews (never the answer key). */
  assessments: AssessmentAttemptExport[];
  /** Pay Monthly subscriptions; Paystack's codes and tokens stay out. */
  subscriptions: SubscriptionExport[];
}

export interface PathwayExport {
  pathway: { slug: string; title: string };
  plan: PathwayPlanId;
  mode: PathwayPaymentMode;
  grantedAt: string;
  paidUntil: string | null;
  pace: PathwayPace | null;
  progress: { resource: string; state: 'pending' | 'completed'; openedAt: string; completedAt: string | null }[];
}

export interface AssessmentAttemptExport {
  pathway: string;
  section: number;
  attempt: number;
  submittedAt: string;
  score: number;
  passed: boolean;
  result: { title: string; pass: boolean }[];
  answers: {
    question: string;
    answer?: string;
    answers?: string[];
    /** The uploaded file's name, size and type; the file itself is downloaded from the assessment page. */
    file?: { name: string; size: number; contentType: string };
    review?: { pass: boolean; feedback: string; at: string };
  }[];
}

export interface SubscriptionExport {
  description: string;
  amountKobo: number;
  periods: number;
  periodsPaid: number;
  status: string;
  startedAt: string;
}

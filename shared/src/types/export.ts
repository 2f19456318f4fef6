import type { LedgerEntryView } from './ledger.js';
import type { LearningResource } from './learning.js';
import type { MeetingsResponse } from './meeting.js';
import type { FreeTimeResponse, MentorApplication } from './mentor.js';
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
  /** Bumped when the shape changes, so an importer knows what it reads (2: the sections after `todos`). */
  version: 2;
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
}

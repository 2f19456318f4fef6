import { Injectable } from '@nestjs/common';
import type { AccountExport } from '@trail/shared';
import { MeetingsReadService } from '../meetings/meetings-read.service';
import { AvailabilityService } from '../mentors/availability/availability.service';
import { MentorApplicationsService } from '../mentors/applications/mentor-applications.service';
import { BankAccountsService } from '../payments/bank-accounts/bank-accounts.service';
import { LedgerService } from '../payments/ledger/ledger.service';
import { WithdrawalsService } from '../payments/withdrawals/withdrawals.service';
import { ReferralsService } from '../referrals/referrals.service';
import { SkillTestsService } from '../skill-tests/skill-tests.service';

type Sections = Pick<AccountExport, 'skillTests' | 'meetings' | 'mentoring' | 'referrals' | 'money'>;

/** Pages of an owner's own list, read one after another: bounded memory per page, and a ceiling on the whole. */
const PAGE = 500;
const MAX_PAGES = 20;

async function allPages<T extends { _id: string }>(read: (page: { limit: number; before?: string }) => Promise<{ hasMore: boolean; items: T[] }>): Promise<T[]> {
  const all: T[] = [];
  let before: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, hasMore } = await read({ limit: PAGE, before });
    all.push(...items);
    if (!hasMore || !items.length) break;
    before = items[items.length - 1]!._id;
  }
  return all;
}

/**
 * The parts of the JSON export beyond saved resources and to-dos, each read through its owner's own
 * user-facing method, so the export holds exactly what the account's pages show: no answer keys,
 * tokens or full account numbers, and other people by their public names only.
 */
@Injectable()
export class AccountSectionsService {
  constructor(
    private readonly skillTests: SkillTestsService,
    private readonly meetings: MeetingsReadService,
    private readonly applications: MentorApplicationsService,
    private readonly availability: AvailabilityService,
    private readonly referrals: ReferralsService,
    private readonly ledger: LedgerService,
    private readonly withdrawals: WithdrawalsService,
    private readonly bankAccounts: BankAccountsService,
  ) {}

  async of(userId: string): Promise<Sections> {
    const [skillTests, asMentee, asMentor, application, freeTime, referrals, ledger, withdrawals, bank] = await Promise.all([
      this.skillTests.resultsOf(userId),
      this.meetings.listFor(userId, 'mentee'),
      this.meetings.listFor(userId, 'mentor'),
      this.applications.mine(userId),
      this.availability.get(userId),
      this.referrals.summary(userId),
      allPages((page) => this.ledger.entriesOf(userId, page).then(({ entries, hasMore }) => ({ items: entries, hasMore }))),
      allPages((page) => this.withdrawals.pageOf(userId, page).then(({ withdrawals: items, hasMore }) => ({ items, hasMore }))),
      this.bankAccounts.details(userId),
    ]);
    return {
      skillTests,
      meetings: { asMentee, asMentor },
      mentoring: { application, freeTime },
      referrals,
      money: { ledger, withdrawals, bankDetails: bank.bankDetails },
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { AccountExport, MeetingParty, MeetingsResponse } from '@trail/shared';
import { AssessmentsExport } from '../assessments';
import { MeetingsReadService } from '../meetings';
import { AvailabilityService, MentorApplicationsService } from '../mentors';
import { PathwaysExport } from '../pathways';
import { BankAccountsService, LedgerService, SubscriptionsService, WithdrawalsService } from '../payments';
import { ReferralsService } from '../referrals';
import { SkillTestsService } from '../skill-tests';

type Sections = Pick<AccountExport, 'skillTests' | 'meetings' | 'mentoring' | 'referrals' | 'money' | 'pathways' | 'assessments' | 'subscriptions'>;

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
    private readonly pathways: PathwaysExport,
    private readonly assessments: AssessmentsExport,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Every meeting on one side: the first page as the page shows it, then the rest of the history. */
  private async wholeMeetings(userId: string, as: MeetingParty): Promise<MeetingsResponse> {
    const first = await this.meetings.listFor(userId, as, PAGE);
    const history = [...first.history];
    let cursor = first.historyHasMore ? first.historyCursor : undefined;
    for (let page = 1; cursor && page < MAX_PAGES; page += 1) {
      const next = await this.meetings.historyFor(userId, as, PAGE, cursor);
      history.push(...next.items);
      cursor = next.hasMore ? next.cursor : undefined;
    }
    return { upcoming: first.upcoming, history, historyHasMore: Boolean(cursor) };
  }

  async of(userId: string): Promise<Sections> {
    const [skillTests, asMentee, asMentor, application, freeTime, referrals, ledger, withdrawals, bank, pathways, assessments, subscriptions] = await Promise.all([
      this.skillTests.resultsOf(userId),
      this.wholeMeetings(userId, 'mentee'),
      this.wholeMeetings(userId, 'mentor'),
      this.applications.mine(userId),
      this.availability.get(userId),
      this.referrals.summary(userId),
      allPages((page) => this.ledger.entriesOf(userId, page).then(({ entries, hasMore }) => ({ items: entries, hasMore }))),
      allPages((page) => this.withdrawals.pageOf(userId, page).then(({ withdrawals: items, hasMore }) => ({ items, hasMore }))),
      this.bankAccounts.details(userId),
      this.pathways.of(userId),
      this.assessments.of(userId),
      this.subscriptions.exportOf(userId),
    ]);
    return {
      skillTests,
      meetings: { asMentee, asMentor },
      mentoring: { application, freeTime },
      referrals,
      money: { ledger, withdrawals, bankDetails: bank.bankDetails },
      pathways,
      assessments,
      subscriptions,
    };
  }
}

import { Controller, Get, NotFoundException, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserResponse } from '@trail/shared';
import { type AuthUser, CurrentUser, JwtAuthGuard, ownId } from '../session';
import { ApiErrors, ApiOk, sharedType, SIGNED_IN } from '../platform/openapi';
import { balancesFrom, type EarningsAccount, EarningsCache, LedgerService, type ReadEarnings } from '../payments';
import { UsersService } from '../users';
import { UserAnswerQuery } from './user-answer.query';

const GONE = 'This account no longer exists';

/**
 * The user's own answer with the spec's `totalBalance` and `mentorBalance` (withdrawable), and `pendingBalance`
 * (earned from sessions still in their dispute window, decision 0073), read from the payments
 * ledger in the same aggregation as the user (one round trip, decision 0028), or from this instance's
 * cache of earnings accounts, when it has them, beside a plain read of the user (decision 0071). It
 * composes users and payments here because neither may depend on the other (docs/style.md#habit-2, decision 0034).
 */
@ApiTags('users')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@ApiErrors(SIGNED_IN)
@Controller('users')
export class UserAnswerController {
  constructor(
    private readonly users: UsersService,
    private readonly ledger: LedgerService,
    private readonly earnings: EarningsCache,
  ) {}

  @Get(':id')
  @ApiOperation({
    summary: "The caller's own profile, with balances",
    description:
      '`{ user }` with `totalBalance` (everything earned and released), `mentorBalance` (withdrawable: the ' +
      "spec's name keeps that meaning) and *(added)* `pendingBalance` (earned from sessions not yet held " +
      'or still in their 48-hour dispute window, not withdrawable, decision 0073), in kobo, read from the ' +
      'payments ledger in the same aggregation as the user (decision 0034, amended again), or, once this ' +
      'API instance has read them and until money moves, from its cache of them beside a plain read of the ' +
      "user (decision 0071); `:id` is the caller's own id or `me`; anyone else's id answers 403. " +
      '`?balances=false` *(added)*: the profile alone, without the two balances, from one plain read (what ' +
      'the dashboard asks)',
  })
  @ApiOk("The caller's own profile (`me` or their id), with totalBalance and mentorBalance from the ledger unless `balances=false`", sharedType('UserResponse'))
  @ApiErrors({ 400: 'balances is not true or false', 403: 'The id is not the caller’s own', 404: 'This account no longer exists' })
  async findOne(@Param('id') id: string, @CurrentUser() caller: AuthUser, @Query() query: UserAnswerQuery): Promise<UserResponse> {
    const userId = ownId(id, caller);
    // Every dashboard view asks for the profile; joining the ledger for screens that show no money
    // would cost most of the request (docs/performance/runs/2026-11-26-api-quiet-run-every-route.md).
    if (query.balances === 'false') return { user: this.users.toPublic(await this.ownUser(userId)) };
    const known = this.earnings.known(userId);
    if (known !== undefined) return { user: { ...this.users.toPublic(await this.ownUser(userId)), ...balancesOf(known) } };
    const keep = this.earnings.reading(userId);
    const user = await this.users.findByIdJoined<{ earnings: ReadEarnings[] }>(userId, [this.ledger.earningsLookup('_id', 'earnings')]);
    if (!user) throw new NotFoundException(GONE);
    keep(user.earnings);
    return { user: { ...this.users.toPublic(user), ...balancesOf(user.earnings) } };
  }

  private async ownUser(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(GONE);
    return user;
  }
}

function balancesOf(accounts: readonly EarningsAccount[]): Pick<UserResponse['user'], 'totalBalance' | 'mentorBalance' | 'pendingBalance'> {
  const balances = balancesFrom(accounts);
  return { totalBalance: balances.totalEarnedKobo, mentorBalance: balances.withdrawableKobo, pendingBalance: balances.pendingKobo };
}

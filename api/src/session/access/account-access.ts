import { Inject, Injectable } from '@nestjs/common';
import { type Access, SESSION_ACCOUNTS, type SessionAccounts } from '../session-accounts';

/** The one thing the access guard needs to know of an account, without lending out the users module's records. */
@Injectable()
export class AccountAccess {
  constructor(@Inject(SESSION_ACCOUNTS) private readonly accounts: SessionAccounts) {}

  of(userId: string): Promise<Access | null> {
    return this.accounts.accessOf(userId);
  }
}

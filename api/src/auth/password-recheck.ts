import { Injectable } from '@nestjs/common';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import type { PasswordRecheck, PasswordRecheckOutcome } from '../session';
import { AccountRecords, UsersService } from '../users';

/** session/'s PasswordRecheck answered from the stored password: a password flow, beside `passwords.ts`. */
@Injectable()
export class PasswordRecheckService implements PasswordRecheck {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountRecords,
  ) {}

  async check(userId: string, password: string): Promise<PasswordRecheckOutcome> {
    const user = await this.users.findById(userId);
    const stored = user ? (await this.accounts.findWithPassword(user.email))?.password : undefined;
    if (!stored) {
      await verifyAgainstDecoy(password);
      return 'no-password';
    }
    return (await verifyPassword(password, stored)) ? 'matches' : 'wrong';
  }
}

import { Injectable } from '@nestjs/common';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { UsersService } from '../users/users.service';

export type PasswordRecheck = 'matches' | 'wrong' | 'no-password';

/**
 * Asks a signed-in person for their password again before something a stolen session must not do
 * (redirect payouts, delete the account). A password flow, so it stays in auth/ beside `passwords.ts`;
 * PasswordRecheckModule provides it globally, so a domain module checks it without importing users.
 */
@Injectable()
export class PasswordRecheckService {
  constructor(private readonly users: UsersService) {}

  async check(userId: string, password: string): Promise<PasswordRecheck> {
    const user = await this.users.findById(userId);
    const stored = user ? (await this.users.findWithPassword(user.email))?.password : undefined;
    if (!stored) {
      await verifyAgainstDecoy(password);
      return 'no-password';
    }
    return (await verifyPassword(password, stored)) ? 'matches' : 'wrong';
  }
}

export type PasswordRecheckOutcome = 'matches' | 'wrong' | 'no-password';

/**
 * Asks a signed-in person for their password again before something a stolen session must not do
 * (redirect payouts, delete the account). A port: auth/ answers it from the stored password
 * (`auth/password-recheck.ts`, provided globally), so payments and account deletion ask it without
 * importing auth or users (decision 0080).
 */
export abstract class PasswordRecheck {
  abstract check(userId: string, password: string): Promise<PasswordRecheckOutcome>;
}

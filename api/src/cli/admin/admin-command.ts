import type { AccountRecords } from '../../users';

export const ADMIN_USAGE = 'Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>';

export interface AdminCommandResult {
  ok: boolean;
  message: string;
}

type Users = Pick<AccountRecords, 'findByEmail' | 'setRoleByEmail'>;

/**
 * `grant <email>` makes an existing account an admin; `revoke <email>` makes it a learner again.
 * Only from a shell with access to the database: no API route can make an admin.
 */
export async function runAdminCommand(args: readonly string[], users: Users): Promise<AdminCommandResult> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) return { ok: false, message: ADMIN_USAGE };
  const user = await users.findByEmail(email);
  if (!user) return { ok: false, message: `No account has the e-mail ${email}: sign up with it first.` };
  if (command === 'grant') {
    if (user.role === 'admin') return { ok: true, message: `${user.email} is already a Trail admin.` };
    if (user.role === 'mentor') return { ok: false, message: `${user.email} is a mentor; an admin account cannot also mentor. Use another account.` };
    await users.setRoleByEmail(user.email, 'admin');
    return { ok: true, message: `${user.email} is now a Trail admin.` };
  }
  if (user.role !== 'admin') return { ok: false, message: `${user.email} is not an admin.` };
  await users.setRoleByEmail(user.email, 'user');
  return { ok: true, message: `${user.email} is no longer an admin.` };
}

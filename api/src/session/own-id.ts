import { ForbiddenException } from '@nestjs/common';
import type { AuthUser } from './auth-user';

/** `me` or the caller's own id: nobody reads another user's private fields. */
export function ownId(param: string, caller: AuthUser): string {
  if (param !== 'me' && param !== caller.id) throw new ForbiddenException('You can only see or change your own account');
  return caller.id;
}

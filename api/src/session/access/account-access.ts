import { Injectable } from '@nestjs/common';
import type { UserRole } from '@trail/shared';
import { UsersService } from '../../users/users.service';

export interface Access {
  role: UserRole;
  emailVerified: boolean;
  /** A 13–17-year-old's account whose parent has not agreed yet (decision 0058). */
  awaitingParent: boolean;
}

/** The one thing the access guard needs to know of an account, without lending out UsersService. */
@Injectable()
export class AccountAccess {
  constructor(private readonly users: UsersService) {}

  of(userId: string): Promise<Access | null> {
    return this.users.accessOf(userId);
  }
}

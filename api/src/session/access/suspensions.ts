import { Injectable } from '@nestjs/common';

/** Answers whether an account is suspended; the module that can suspend accounts registers one (mentors does). */
export type SuspensionCheck = (userId: string) => Promise<boolean>;

/**
 * Lets the access guard honour a suspension without importing the module that owns it: the mentors module
 * registers its check here, as domain modules register their purposes with payments (decision 0077).
 */
@Injectable()
export class Suspensions {
  private readonly checks: SuspensionCheck[] = [];

  register(check: SuspensionCheck): void {
    this.checks.push(check);
  }

  /** With no check registered, asking is a wiring fault, never an open door: it throws (500). */
  async isSuspended(userId: string): Promise<boolean> {
    if (this.checks.length === 0) throw new Error('No suspension check is registered: the mentors module must be loaded');
    for (const check of this.checks) if (await check(userId)) return true;
    return false;
  }
}

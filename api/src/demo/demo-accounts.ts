import { Injectable } from '@nestjs/common';

/**
 * The ids of the seeded demo accounts, learned when this instance seeds (every instance does, at
 * start), so telling a demo request apart costs no database read.
 */
@Injectable()
export class DemoAccounts {
  private readonly ids = new Set<string>();

  add(id: string): void {
    this.ids.add(id);
  }

  has(id: string | undefined): boolean {
    return id !== undefined && this.ids.has(id);
  }
}

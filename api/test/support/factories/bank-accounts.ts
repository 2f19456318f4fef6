import { Types } from 'mongoose';
import type { TestApp } from '../create-test-app';

/**
 * Test-only shortcut past the day a first save or a change of bank details waits (decision 0077), for tests
 * about what a withdrawal does next.
 */
export async function endBankPause(t: TestApp, userId: string): Promise<void> {
  await t.connection.collection('bankaccounts').updateOne({ user: new Types.ObjectId(userId) }, { $unset: { withdrawalsPausedUntil: 1 } });
}

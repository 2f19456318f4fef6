import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { UserRole } from '@trail/shared';
import { isValidObjectId, Model, type Types } from 'mongoose';
import { type ChangeListener, reportChanges } from '../platform/database';
import { User } from './schemas/user.schema';
import { SessionsEnded, type SessionsEndedListener } from './sessions-ended';

/**
 * What the session leaf reads of accounts (its `SessionAccounts` port, named in app.module, decision 0080):
 * the token version a live token carries, its changes on any instance, ending every session, and the
 * caller's role and standing, which the meetings and reviews access checks read too.
 */
@Injectable()
export class SessionAccountRecords {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly sessionsEnded: SessionsEnded,
  ) {}

  /** The token check's cache listens here, so this instance refuses ended sessions at once. */
  onSessionsEnded(listener: SessionsEndedListener): void {
    this.sessionsEnded.add(listener);
  }

  /** Role and e-mail verification, as the access guard checks them on every gated request. */
  async accessOf(id: string): Promise<{ role: UserRole; emailVerified: boolean; awaitingParent: boolean } | null> {
    if (!isValidObjectId(id)) return null;
    const user = await this.users.findById(id, { role: 1, emailVerified: 1, 'parentalAgreement.status': 1 }).lean();
    if (!user) return null;
    return { role: user.role ?? 'user', emailVerified: user.emailVerified === true, awaitingParent: user.parentalAgreement?.status === 'awaiting' };
  }

  /** The version a token must carry to be accepted; null when the account is gone. */
  async tokenVersionOf(id: string): Promise<number | null> {
    if (!isValidObjectId(id)) return null;
    const user = await this.users.findById(id, { tokenVersion: 1 }).lean();
    return user ? (user.tokenVersion ?? 0) : null;
  }

  /**
   * Calls `changed(userId)` whenever a user's tokenVersion changes or the account is deleted, on any
   * instance. Needs a replica set: on a standalone mongod `ended` is called with the server's refusal.
   */
  watchTokenVersions(on: ChangeListener<string>): { close: () => Promise<void> } {
    const stream = this.users.collection.watch<User, { operationType: string; documentKey: { _id: Types.ObjectId } }>([
      {
        $match: {
          $or: [
            { operationType: { $in: ['delete', 'replace'] } },
            { 'updateDescription.updatedFields.tokenVersion': { $exists: true } },
            { operationType: { $in: ['drop', 'rename', 'dropDatabase', 'invalidate'] } },
          ],
        },
      },
      { $project: { operationType: 1, documentKey: 1 } },
    ]);
    return reportChanges(stream, { ...on, changed: (change) => on.changed(String(change.documentKey._id)) });
  }

  /** Ends every session of the account: tokens signed with an older version are refused. */
  async endSessions(userId: string): Promise<void> {
    if (!isValidObjectId(userId)) return;
    await this.users.updateOne({ _id: userId }, { $inc: { tokenVersion: 1 } });
    this.sessionsEnded.announce(userId);
  }
}

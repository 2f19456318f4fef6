import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { Model, type Types } from 'mongoose';
import { User } from './schemas/user.schema';
import type { UserRecord } from './user-record';

/** How to reach a person about their own meeting: e-mail always, WhatsApp when they opted in. */
export type ReachableUser = Pick<UserRecord, '_id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'phoneVerifiedAt' | 'reminder' | 'timezone'>;

/** Name, e-mail and username of an account: what an admin or a mail sees of it. */
export type ContactRecord = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'email' | 'username'>;

/** How to reach accounts (e-mail, phone, reminder choices): never public, read for mails and admins. */
@Injectable()
export class ContactRecords {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /** Name, e-mail, phone and reminder choices of these accounts: meeting invites and reminders. */
  findReachable(ids: readonly Types.ObjectId[]): Promise<ReachableUser[]> {
    return this.users
      .find({ _id: mongoose.trusted({ $in: ids }) }, { email: 1, firstName: 1, lastName: 1, phone: 1, phoneVerifiedAt: 1, reminder: 1, timezone: 1 })
      .lean<ReachableUser[]>()
      .exec();
  }

  /** Name, e-mail and username of these accounts: what an admin sees of applicants. */
  findContacts(ids: readonly Types.ObjectId[]): Promise<ContactRecord[]> {
    return this.users
      .find({ _id: mongoose.trusted({ $in: ids }) }, { firstName: 1, lastName: 1, email: 1, username: 1 })
      .lean<ContactRecord[]>()
      .exec();
  }
}

import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { MentorApplication as PublicApplication, MentorApplicationBody, MentorApplicationStatus } from '@trail/shared';
import { isValidObjectId, Model, Types } from 'mongoose';
import { isDuplicateKey } from '../../platform/database';
import { appConfig, type AppConfig } from '../../platform/config';
import { FieldsService } from '../../fields';
import { type MailMessage, MailService } from '../../integrations/mail';
import { AccountRecords, ContactRecords, type UserRecord, UsersService } from '../../users';
import { MentorProfilesService } from '../profiles/mentor-profiles.service';
import { MentorApplication, type MentorApplicationRecord } from '../schemas/mentor-application.schema';
import { approvedMail, rejectedMail } from './mentor-application.mail';

export const ALREADY_PENDING = 'You already have an application waiting for review';
export const ALREADY_MENTOR = 'You are already a mentor';
export const NOT_A_LEARNER = 'Only a learner account can apply to mentor';
export const UNKNOWN_FIELDS = 'fieldIds must name mentorship tracks from GET /fields';
export const APPLICATION_NOT_FOUND = 'There is no mentor application with this id';
export const ALREADY_DECIDED = 'This application has already been decided';
export const APPLICANT_GONE = 'The applicant’s account no longer exists';

type Applicant = Pick<UserRecord, '_id' | 'firstName' | 'lastName' | 'email' | 'username'>;

/** Becoming a mentor: apply, then an admin approves (role, profile, mail) or rejects (mail). */
@Injectable()
export class MentorApplicationsService {
  private readonly logger = new Logger('MentorApplications');

  constructor(
    @InjectModel(MentorApplication.name) private readonly applications: Model<MentorApplication>,
    private readonly users: UsersService,
    private readonly accounts: AccountRecords,
    private readonly contacts: ContactRecords,
    private readonly fields: FieldsService,
    private readonly profiles: MentorProfilesService,
    private readonly mail: MailService,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  async apply(userId: string, body: MentorApplicationBody): Promise<PublicApplication> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException(APPLICANT_GONE);
    if (user.role === 'mentor') throw new ConflictException(ALREADY_MENTOR);
    if (user.role !== 'user') throw new ConflictException(NOT_A_LEARNER);
    if (this.fields.byIds(body.fieldIds).length !== body.fieldIds.length) throw new BadRequestException(UNKNOWN_FIELDS);
    try {
      const created = await this.applications.create({ ...body, user: user._id, fieldIds: body.fieldIds.map((id) => new Types.ObjectId(id)) });
      return this.toPublic(created.toObject<MentorApplicationRecord>(), user);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(ALREADY_PENDING);
      throw error;
    }
  }

  async mine(userId: string): Promise<PublicApplication | null> {
    const [latest] = await this.applications.find({ user: userId }).sort({ createdAt: -1 }).limit(1).lean<MentorApplicationRecord[]>().exec();
    const user = latest ? await this.users.findById(userId) : null;
    return latest && user ? this.toPublic(latest, user) : null;
  }

  async list(status: MentorApplicationStatus): Promise<PublicApplication[]> {
    const found = await this.applications.find({ status }).sort({ createdAt: 1 }).limit(500).lean<MentorApplicationRecord[]>().exec();
    const userIds = found.map((one) => one.user);
    const [contacts, suspended] = await Promise.all([
      this.contacts.findContacts(userIds),
      status === 'approved' ? this.profiles.suspendedAmong(userIds) : Promise.resolve(undefined),
    ]);
    const applicants = new Map(contacts.map((user) => [user._id.toString(), user]));
    return found.flatMap((one) => {
      const applicant = applicants.get(one.user.toString());
      if (!applicant) return [];
      const application = this.toPublic(one, applicant);
      return [suspended ? { ...application, suspended: suspended.has(one.user.toString()) } : application];
    });
  }

  /**
   * Claims the decision (pending → approved), then makes the mentor. A retry of an approval that
   * stopped half way does the idempotent steps again; the mail goes only with the claim.
   */
  async approve(id: string, adminId: string): Promise<PublicApplication> {
    const claimed = await this.decide(id, adminId, { status: 'approved' });
    const application = claimed ?? (await this.decided(id, 'approved'));
    await this.profiles.ensure(application.user, application.fieldIds.map((fieldId) => fieldId.toString()));
    const user = await this.accounts.becomeMentor(application.user, { tag: application.tag, bio: application.bio });
    if (!user) throw new NotFoundException(APPLICANT_GONE);
    if (claimed) {
      const dashboard = this.app.dashboardUrl;
      await this.send(approvedMail(user.email, user.firstName, { schedule: `${dashboard}/pathway`, page: `${dashboard}/${user.username ?? ''}` }));
    }
    return this.toPublic(application, user);
  }

  async reject(id: string, adminId: string, reason: string): Promise<PublicApplication> {
    const claimed = await this.decide(id, adminId, { status: 'rejected', reason });
    if (!claimed) {
      await this.decided(id, 'rejected');
      throw new ConflictException(ALREADY_DECIDED);
    }
    const user = await this.users.findById(claimed.user.toString());
    if (!user) throw new NotFoundException(APPLICANT_GONE);
    await this.send(rejectedMail(user.email, user.firstName, reason));
    return this.toPublic(claimed, user);
  }

  private decide(id: string, adminId: string, outcome: { status: MentorApplicationStatus; reason?: string }): Promise<MentorApplicationRecord | null> {
    if (!isValidObjectId(id)) throw new NotFoundException(APPLICATION_NOT_FOUND);
    return this.applications
      .findOneAndUpdate(
        { _id: id, status: 'pending' },
        { $set: { ...outcome, decidedBy: new Types.ObjectId(adminId), decidedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<MentorApplicationRecord>()
      .exec();
  }

  /** An application that was not pending: 404 if none, 409 unless it already has the `retryable` status. */
  private async decided(id: string, retryable: MentorApplicationStatus): Promise<MentorApplicationRecord> {
    const application = await this.applications.findById(id).lean<MentorApplicationRecord>().exec();
    if (!application) throw new NotFoundException(APPLICATION_NOT_FOUND);
    if (application.status !== retryable || retryable === 'rejected') throw new ConflictException(ALREADY_DECIDED);
    return application;
  }

  /** The decision stands even if the mail server fails; the failure is logged. */
  private async send(message: MailMessage): Promise<void> {
    await this.mail.send(message).catch((error: unknown) => this.logger.error(`Mail "${message.subject}" to ${message.to} failed`, error as Error));
  }

  private toPublic(application: MentorApplicationRecord, applicant: Applicant): PublicApplication {
    return {
      _id: application._id.toString(),
      fieldIds: application.fieldIds.map((id) => id.toString()),
      tag: application.tag,
      bio: application.bio,
      yearsOfExperience: application.yearsOfExperience,
      profileLink: application.profileLink,
      helpWith: application.helpWith,
      status: application.status,
      reason: application.reason,
      createdAt: new Date(application.createdAt).toISOString(),
      applicant: {
        _id: applicant._id.toString(),
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        username: typeof applicant.username === 'string' ? applicant.username : undefined,
      },
    };
  }
}

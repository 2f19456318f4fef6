import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { PARENTAL_AGREEMENT_MESSAGES as M, type UserResponse } from '@trail/shared';
import { ParentalAgreementRecords } from '../../users/parental-agreement-records';
import { UsersService } from '../../users/users.service';
import type { BirthMonthDto } from './birth-month.dto';
import { ParentalAgreementService } from './parental-agreement.service';

/**
 * Accounts made before sign-up asked (decision 0058) give their month of birth once, and the answer
 * means what it means at sign-up: under 13 refused, 13–17 awaiting a parent's agreement (decision 0061).
 */
@Injectable()
export class BirthMonthService {
  constructor(
    private readonly parents: ParentalAgreementService,
    private readonly records: ParentalAgreementRecords,
    private readonly users: UsersService,
  ) {}

  async record(userId: string, dto: BirthMonthDto): Promise<UserResponse> {
    const account = await this.users.findById(userId);
    if (!account) throw new NotFoundException('This account no longer exists');
    if (account.birthMonth) throw new ConflictException(M.birthMonthRecorded);
    const needsParent = this.parents.checkAge(dto.birthMonth, { email: account.email, parentEmail: dto.parentEmail, needParentEmail: true });
    const parentEmail = needsParent ? dto.parentEmail : undefined;
    if (parentEmail) await this.parents.takeMailBudget(parentEmail, userId);
    const link = parentEmail ? this.parents.newLink() : undefined;
    const updated = await this.records.recordBirthMonth(userId, dto.birthMonth, link && parentEmail ? { parentEmail, ...link } : undefined);
    if (!updated) throw new ConflictException(M.birthMonthRecorded);
    if (link && parentEmail) this.parents.sendInBackground(updated, parentEmail, link.raw);
    return { user: this.users.toPublic(updated) };
  }
}

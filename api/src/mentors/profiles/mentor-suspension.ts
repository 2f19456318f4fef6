import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Suspensions } from '../../session';
import { MentorProfilesService } from './mentor-profiles.service';

/** Tells the access guard which accounts an admin has suspended, so money routes refuse them (review L7, decision 0077). */
@Injectable()
export class MentorSuspension implements OnModuleInit {
  constructor(
    private readonly suspensions: Suspensions,
    private readonly profiles: MentorProfilesService,
  ) {}

  onModuleInit(): void {
    this.suspensions.register((userId) => this.profiles.isSuspended(userId));
  }
}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AdminMentorsController } from './applications/admin-mentors.controller';
import { MentorApplicationsController } from './applications/mentor-applications.controller';
import { MentorApplicationsService } from './applications/mentor-applications.service';
import { MentorApplication, MentorApplicationSchema } from './schemas/mentor-application.schema';
import { MailModule } from '../integrations/mail';
import { AvailabilityController } from './availability/availability.controller';
import { AvailabilityService } from './availability/availability.service';
import { MentorDiscoveryController } from './discovery/mentor-discovery.controller';
import { MentorDiscoveryService } from './discovery/mentor-discovery.service';
import { TakenTimes } from './discovery/taken-times';
import { FieldsModule } from '../fields';
import { UsersModule } from '../users';
import { MentorProfilesService } from './profiles/mentor-profiles.service';
import { MentorSuspension } from './profiles/mentor-suspension';
import { MentorProfile, MentorProfileSchema } from './schemas/mentor-profile.schema';
import { MentorsErasure } from './mentors-erasure.service';

/** Owns `mentorprofiles` and `mentorapplications`: becoming a mentor, availability, discovery. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MentorProfile.name, schema: MentorProfileSchema },
      { name: MentorApplication.name, schema: MentorApplicationSchema },
    ]),
    UsersModule,
    FieldsModule,
    MailModule,
  ],
  controllers: [AvailabilityController, MentorDiscoveryController, MentorApplicationsController, AdminMentorsController],
  providers: [MentorsErasure, MentorProfilesService, MentorSuspension, MentorApplicationsService, AvailabilityService, MentorDiscoveryService, TakenTimes],
  exports: [MentorsErasure, MentorProfilesService, TakenTimes, AvailabilityService, MentorApplicationsService],
})
export class MentorsModule {}

import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AvailabilityController } from './availability/availability.controller';
import { AvailabilityService } from './availability/availability.service';
import { MentorProfilesService } from './profiles/mentor-profiles.service';
import { MentorProfile, MentorProfileSchema } from './schemas/mentor-profile.schema';

/** Owns `mentorprofiles` and `mentorapplications`: becoming a mentor, availability, discovery. */
@Module({
  imports: [MongooseModule.forFeature([{ name: MentorProfile.name, schema: MentorProfileSchema }])],
  controllers: [AvailabilityController],
  providers: [MentorProfilesService, AvailabilityService],
  exports: [MentorProfilesService],
})
export class MentorsModule {}

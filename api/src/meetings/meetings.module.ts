import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MentorsModule } from '../mentors/mentors.module';
import { PaymentsModule } from '../payments/payments.module';
import { VideoModule } from '../integrations/video/video.module';
import { UsersModule } from '../users/users.module';
import { BookingOutcomeService } from './booking-outcome.service';
import { BookingController } from './booking.controller';
import { BookingService } from './booking.service';
import { HoldReleaseScheduler } from './hold-release.scheduler';
import { HoldsService } from './holds.service';
import { MeetingPurpose } from './meeting-purpose';
import { MeetingRecord, MeetingSchema } from './schemas/meeting.schema';

/**
 * Owns `meetings`: holding chosen hours, turning paid holds into meetings, the meetings' reads,
 * comments and cancellation. Uses mentors (availability, TakenTimes) and payments (checkout,
 * refunds); neither knows about it (STYLE.md "Layout for the areas still to come").
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: MeetingRecord.name, schema: MeetingSchema }]), MentorsModule, PaymentsModule, UsersModule, VideoModule],
  controllers: [BookingController],
  providers: [BookingService, BookingOutcomeService, HoldsService, HoldReleaseScheduler, MeetingPurpose],
})
export class MeetingsModule {}

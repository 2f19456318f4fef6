import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { MentorsModule } from '../mentors';
import { PaymentsModule } from '../payments';
import { MailModule } from '../integrations/mail';
import { OutboxModule } from '../outbox';
import { UsersModule } from '../users';
import { WhatsAppModule } from '../integrations/whatsapp';
import { MeetingCalendarService } from './calendar/meeting-calendar.service';
import { MeetingAccess } from './meeting-access';
import { MeetingCancellationController } from './meeting-cancellation.controller';
import { MeetingCancellationService } from './meeting-cancellation.service';
import { MeetingCommentsService } from './meeting-comments.service';
import { MeetingPeople } from './meeting-people';
import { MeetingsReadService } from './meetings-read.service';
import { MeetingsController } from './meetings.controller';
import { MeetingNoticesScheduler } from './notices/meeting-notices.scheduler';
import { MeetingNoticesService } from './notices/meeting-notices.service';
import { CalendarModule } from '../integrations/google-calendar';
import { VideoModule } from '../integrations/video';
import { BookingOutcomeService } from './booking-outcome.service';
import { BookingController } from './booking.controller';
import { BookingService } from './booking.service';
import { HoldAllowance } from './hold-allowance';
import { HoldReleaseScheduler } from './hold-release.scheduler';
import { HoldsService } from './holds.service';
import { MeetingPurpose } from './meeting-purpose';
import { HoldGate, HoldGateSchema } from './schemas/hold-gate.schema';
import { MeetingRecord, MeetingSchema } from './schemas/meeting.schema';
import { MenteesService } from './mentees.service';
import { MeetingsErasure } from './meetings-erasure.service';
import { AdminDisputesController } from './disputes/admin-disputes.controller';
import { DisputeDecisionsService } from './disputes/dispute-decisions.service';
import { DisputesController } from './disputes/disputes.controller';
import { DisputesScheduler } from './disputes/disputes.scheduler';
import { DisputesService } from './disputes/disputes.service';

/**
 * Owns `meetings`: holding chosen hours, turning paid holds into meetings, the meetings' reads,
 * comments, cancellation and reported problems. Uses mentors (availability, TakenTimes) and payments (checkout,
 * refunds); neither knows about it (docs/style.md#layout).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: MeetingRecord.name, schema: MeetingSchema },
      { name: HoldGate.name, schema: HoldGateSchema },
    ]),
    MentorsModule,
    PaymentsModule,
    UsersModule,
    OutboxModule,
    MailModule,
    WhatsAppModule,
    VideoModule,
    CalendarModule,
  ],
  controllers: [MeetingsController, MeetingCancellationController, BookingController, DisputesController, AdminDisputesController],
  providers: [
    MeetingsErasure,
    MenteesService,
    MeetingAccess,
    MeetingPeople,
    MeetingsReadService,
    MeetingCommentsService,
    MeetingCancellationService,
    MeetingNoticesService,
    MeetingNoticesScheduler,
    BookingService,
    BookingOutcomeService,
    HoldsService,
    HoldAllowance,
    HoldReleaseScheduler,
    MeetingPurpose,
    MeetingCalendarService,
    DisputesService,
    DisputeDecisionsService,
    DisputesScheduler,
  ],
  exports: [MeetingsErasure, MeetingNoticesService, MenteesService, MeetingsReadService],
})
export class MeetingsModule {}

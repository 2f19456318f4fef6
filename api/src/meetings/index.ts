// The face of meetings: what other modules may import (docs/architecture.md, the module map).
export { bookingConfig, loadBookingConfig } from './booking.config';
export { type StoredMeeting } from './meeting.mapper';
export { MeetingsErasure } from './meetings-erasure.service';
export { MeetingsReadService } from './meetings-read.service';
export { MeetingsModule } from './meetings.module';
export { MenteesService } from './mentees.service';
export { cancelledMail, inviteMail, newRoomMail, reminderMail, type NoticeView } from './notices/meeting-notices.messages';

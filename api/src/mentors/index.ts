// The face of mentors: what other modules may import (docs/architecture.md, the module map).
export { approvedMail, rejectedMail } from './applications/mentor-application.mail';
export { MentorApplicationsService } from './applications/mentor-applications.service';
export { AvailabilityService } from './availability/availability.service';
export { TakenTimes } from './discovery/taken-times';
export { MentorsErasure } from './mentors-erasure.service';
export { MentorsModule } from './mentors.module';
export { MentorProfilesService, NO_MENTOR } from './profiles/mentor-profiles.service';

// The face of users: what other modules may import (docs/architecture.md, the module map).
// One provider per kind of caller (decision 0018, amended); each consumer injects only the one it needs.
export { AccountRecords, type NewGoogleAccount, type NewPasswordAccount } from './account-records';
export { ContactRecords, type ContactRecord, type ReachableUser } from './contact-records';
export { DeletionRecords } from './deletion-records';
export { ParentalAgreementRecords, type ParentLink } from './parental-agreement-records';
export { PasswordResetRecords } from './password-reset-records';
export { PublicProfileRecords, type MentorForBooking, type PublicMentorAccount, type PublicProfileRecord } from './public-profile-records';
export { ReferralRecords } from './referral-records';
export { ReminderRecords, type DigestRecipient } from './reminder-records';
export { SessionAccountRecords } from './session-account-records';
export { type UserRecord, whatsAppNumberOf } from './user-record';
export { UsersModule } from './users.module';
export { UsersService } from './users.service';

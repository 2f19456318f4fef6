// The face of users: what other modules may import (docs/architecture.md, the module map).
export { ParentalAgreementRecords, type ParentLink } from './parental-agreement-records';
export { UsersModule } from './users.module';
export { UsersService, whatsAppNumberOf, type DigestRecipient, type PublicMentorAccount, type PublicProfileRecord, type ReachableUser, type UserRecord } from './users.service';

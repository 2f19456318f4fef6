// The face of platform/database: what other modules may import (docs/architecture.md, the module map).
export { ChangeFeed, reportChanges, type ChangeListener } from './change-feed';
export { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
export { DatabaseModule } from './database.module';
export { isDuplicateKey } from './duplicate-key';
export { leaseFree, leaseUntil } from './lease';
export { MigrationRunner, MigrationsModule } from './migrations/migration-runner';
export { RecurringJobs, RecurringJobsModule } from './recurring-jobs.service';
export { regexLiteral } from './regex-literal';
export { withTransaction } from './with-transaction';

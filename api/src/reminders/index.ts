// The face of reminders: what other modules may import (docs/architecture.md, the module map).
export { RemindersModule } from './reminders.module';
export { weeklyDigestMail } from './weekly-digest.messages';

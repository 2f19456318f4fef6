// The face of integrations/google-calendar: what other modules may import (docs/architecture.md, the module map).
export { CalendarModule } from './calendar.module';
export { GoogleCalendarClient } from './google-calendar.client';
export { googleCalendarConfig, loadGoogleCalendarConfig } from './google-calendar.config';

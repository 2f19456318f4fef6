import { LOCAL_CALENDAR_ID, type LocalGoogleCalendar, startLocalGoogleCalendar } from '../../../../scripts/lib/local-google-calendar.mjs';

export const TEST_CALENDAR_ID = LOCAL_CALENDAR_ID;

export type GoogleCalendarTestServer = LocalGoogleCalendar;

/**
 * The API's Google Calendar in tests: the same local stand-in `LOCAL_GOOGLE_CALENDAR=on npm start`
 * uses (scripts/lib/local-google-calendar.mjs), which checks the documented request shapes of the
 * token endpoint and events insert/get/delete and answers as Google does, errors included.
 */
export function startGoogleCalendarTestServer(): Promise<GoogleCalendarTestServer> {
  return startLocalGoogleCalendar({
    clientId: 'trail-calendar-test.apps.googleusercontent.com',
    clientSecret: 'trail-calendar-test-secret',
    refreshToken: '1//trail-calendar-test-refresh-token',
  });
}

/** A Meet room of the stand-in: a page of its own named like a Meet code, never a meet.google.com address. */
export const meetRoom = (server: GoogleCalendarTestServer): RegExp => new RegExp(`^${server.url.replace(/[.]/g, '\\.')}/meet/[a-z]{3}-[a-z]{4}-[a-z]{3}$`);

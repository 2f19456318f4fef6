import { registerAs } from '@nestjs/config';
import { ConfigError, type Env, readServiceUrl, readString } from '../../platform/config';

/**
 * Google Calendar with Meet, as one Google account of Trail's (an OAuth client and that account's
 * refresh token, decision 0046). All three or none: none keeps every meeting on Jitsi Meet.
 */
export function loadGoogleCalendarConfig(env: Env) {
  const clientId = readString(env, 'GOOGLE_CALENDAR_CLIENT_ID');
  const clientSecret = readString(env, 'GOOGLE_CALENDAR_CLIENT_SECRET');
  const refreshToken = readString(env, 'GOOGLE_CALENDAR_REFRESH_TOKEN');
  const given = [clientId, clientSecret, refreshToken].filter(Boolean).length;
  if (given > 0 && given < 3) {
    throw new ConfigError('GOOGLE_CALENDAR_CLIENT_ID, GOOGLE_CALENDAR_CLIENT_SECRET and GOOGLE_CALENDAR_REFRESH_TOKEN must be set together');
  }
  return {
    credentials: clientId && clientSecret && refreshToken ? { clientId, clientSecret, refreshToken } : undefined,
    /** The calendar the events are made in: 'primary' is the account's own. */
    calendarId: readString(env, 'GOOGLE_CALENDAR_ID') ?? 'primary',
    apiUrl: readServiceUrl(env, 'GOOGLE_CALENDAR_API_URL', 'https://www.googleapis.com/calendar/v3'),
    tokenUrl: readServiceUrl(env, 'GOOGLE_CALENDAR_TOKEN_URL', 'https://oauth2.googleapis.com/token'),
  };
}

export type GoogleCalendarConfig = ReturnType<typeof loadGoogleCalendarConfig>;

export const googleCalendarConfig = registerAs('googleCalendar', () => loadGoogleCalendarConfig(process.env));

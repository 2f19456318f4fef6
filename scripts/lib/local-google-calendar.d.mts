export interface CalendarRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body?: Record<string, unknown>;
}

export interface LocalGoogleCalendar {
  /** Where it listens, e.g. http://127.0.0.1:41234; its Meet rooms are pages under /meet/. */
  url: string;
  /** GOOGLE_CALENDAR_* for an API that should use it. */
  env: Record<string, string>;
  /** Every Calendar API request (the token endpoint's are counted in tokenRequests). */
  requests: CalendarRequest[];
  tokenRequests: number;
  /** events.insert calls that got past authentication, whatever their answer (the duplicates' 409 too). */
  inserts: number;
  events: Map<string, { event: Record<string, unknown>; deleted: boolean }>;
  /** Problems found in requests that did not match the documented contract. */
  rejected: string[];
  /** While true, every endpoint answers 503 as Google does when it is down. */
  failing: boolean;
  /** While true, a new conference stays `pending` (no entry points) until the event is read again. */
  conferencePending: boolean;
  /** Milliseconds events.insert waits before answering, to overlap concurrent callers. */
  insertDelayMs: number;
  /** Access tokens issued so far answer 401 from now on, as revoked or expired ones do. */
  revokeTokens(): void;
  close(): Promise<void>;
}

export const LOCAL_CALENDAR_CLIENT_ID: string;
export const LOCAL_CALENDAR_CLIENT_SECRET: string;
export const LOCAL_CALENDAR_REFRESH_TOKEN: string;
export const LOCAL_CALENDAR_ID: string;
export function startLocalGoogleCalendar(options?: {
  clientId?: string;
  clientSecret?: string;
  refreshToken?: string;
  calendarId?: string;
  port?: number;
}): Promise<LocalGoogleCalendar>;

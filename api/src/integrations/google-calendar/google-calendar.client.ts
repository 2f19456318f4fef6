import { Inject, Injectable } from '@nestjs/common';
import { errorMessage } from '../../platform/errors';
import { GoogleCalendarNotConfiguredError, GoogleCalendarRequestError, GoogleCalendarUnavailableError } from './google-calendar.errors';
import { googleCalendarConfig, type GoogleCalendarConfig } from './google-calendar.config';

const REQUEST_TIMEOUT_MS = 15_000;
/** An access token is renewed this long before Google says it expires, so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

type Json = Record<string, unknown>;

export interface CalendarEventInput {
  /** Ours, so a repeated insert meets Google's 409 instead of making a second event: base32hex (a-v, 0-9), 5-1024 characters. */
  eventId: string;
  /** conferenceData.createRequest.requestId: the same id never makes a second Meet conference. */
  requestId: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  attendees: { email: string; name: string }[];
}

/** An event and its Meet link; no link while Google is still making the conference (createRequest pending). */
export interface CalendarEvent {
  eventId: string;
  meetLink?: string;
}

/**
 * The adapter for Google Calendar API v3 (https://developers.google.com/calendar/api/v3/reference):
 * an access token from the OAuth token endpoint (refresh_token grant), then events.insert with a Meet
 * conference, events.get and events.delete on GOOGLE_CALENDAR_ID. Google sends no mail of its own
 * (sendUpdates=none): Trail's .ics invites are the only ones (decision 0046).
 */
@Injectable()
export class GoogleCalendarClient {
  private token?: { value: string; expiresAt: number };

  constructor(@Inject(googleCalendarConfig.KEY) private readonly config: GoogleCalendarConfig) {}

  get configured(): boolean {
    return Boolean(this.config.credentials);
  }

  /** events.insert; an event with this id made before (a retry after a lost answer) is read back instead. */
  async createEvent(input: CalendarEventInput): Promise<CalendarEvent> {
    const body = {
      id: input.eventId,
      summary: input.summary,
      description: input.description,
      start: { dateTime: input.startsAt.toISOString(), timeZone: 'UTC' },
      end: { dateTime: input.endsAt.toISOString(), timeZone: 'UTC' },
      attendees: input.attendees.map(({ email, name }) => ({ email, displayName: name })),
      // Both are guests so both may enter the Meet room; neither sees the other's private address (security review L5).
      guestsCanSeeOtherGuests: false,
      conferenceData: { createRequest: { requestId: input.requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    };
    try {
      return this.toEvent(await this.call('POST', `${this.events()}?conferenceDataVersion=1&sendUpdates=none`, body));
    } catch (error) {
      if (!(error instanceof GoogleCalendarRequestError && error.httpStatus === 409)) throw error;
      const existing = await this.getEvent(input.eventId);
      if (!existing) throw error;
      return existing;
    }
  }

  /** undefined when there is no such event (never made, or deleted). */
  async getEvent(eventId: string): Promise<CalendarEvent | undefined> {
    try {
      return this.toEvent(await this.call('GET', `${this.events()}/${encodeURIComponent(eventId)}`));
    } catch (error) {
      if (error instanceof GoogleCalendarRequestError && (error.httpStatus === 404 || error.httpStatus === 410)) return undefined;
      throw error;
    }
  }

  /** An event already gone (404, or 410 when deleted before) counts as deleted. */
  async deleteEvent(eventId: string): Promise<void> {
    try {
      await this.call('DELETE', `${this.events()}/${encodeURIComponent(eventId)}?sendUpdates=none`);
    } catch (error) {
      if (error instanceof GoogleCalendarRequestError && (error.httpStatus === 404 || error.httpStatus === 410)) return;
      throw error;
    }
  }

  /**
   * The Meet link: the conference's video entry point, else the older hangoutLink. Only an https
   * address, but for the local stand-in, which serves plain http like the rest of it.
   */
  private toEvent(event: Json): CalendarEvent {
    const entryPoints = (event.conferenceData as Json | undefined)?.entryPoints;
    const video = Array.isArray(entryPoints) ? (entryPoints as Json[]).find((entry) => entry.entryPointType === 'video')?.uri : undefined;
    const link = typeof video === 'string' ? video : event.hangoutLink;
    const schemes = this.config.apiUrl.startsWith('http://') ? ['https:', 'http:'] : ['https:'];
    const usable = typeof link === 'string' && URL.canParse(link) && schemes.includes(new URL(link).protocol);
    return { eventId: String(event.id), meetLink: usable ? link : undefined };
  }

  private events(): string {
    return `${this.config.apiUrl}/calendars/${encodeURIComponent(this.config.calendarId)}/events`;
  }

  /** One call with a bearer token; a 401 (a token revoked or expired early) gets one new token and one retry. */
  private async call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: Json, renewed = false): Promise<Json> {
    const token = await this.accessToken();
    const response = await send(url, {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status === 401 && !renewed) {
      this.token = undefined;
      return this.call(method, url, body, true);
    }
    const answer = await readJson(response);
    if (!response.ok) throw refusal(response.status, googleMessage(answer));
    return answer ?? {};
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const credentials = this.config.credentials;
    if (!credentials) throw new GoogleCalendarNotConfiguredError();
    const response = await send(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        refresh_token: credentials.refreshToken,
      }).toString(),
    });
    const answer = await readJson(response);
    if (!response.ok || typeof answer?.access_token !== 'string') {
      // invalid_grant: the refresh token was revoked or has expired; someone must authorise again.
      throw refusal(response.status, typeof answer?.error === 'string' ? `token endpoint: ${answer.error}` : 'token endpoint gave no access token');
    }
    const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000;
    this.token = { value: answer.access_token, expiresAt: Date.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return this.token.value;
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleCalendarUnavailableError(errorMessage(error));
  }
}

const readJson = (response: Response): Promise<Json | undefined> => response.json().then((value: unknown) => value as Json, () => undefined);

function refusal(status: number, message: string): Error {
  return status >= 500 || status === 429 ? new GoogleCalendarUnavailableError(`${status} ${message}`) : new GoogleCalendarRequestError(message, status);
}

/** Google's error body: `{ error: { code, message, errors: [...] } }`. */
function googleMessage(answer: Json | undefined): string {
  const error = answer?.error as Json | undefined;
  return typeof error?.message === 'string' ? error.message : 'no message';
}

import { loadGoogleCalendarConfig } from '../../src/integrations/google-calendar/google-calendar.config';
import { GoogleCalendarClient } from '../../src/integrations/google-calendar/google-calendar.client';
import { GoogleCalendarNotConfiguredError, GoogleCalendarRequestError, GoogleCalendarUnavailableError } from '../../src/integrations/google-calendar/google-calendar.errors';
import { type GoogleCalendarTestServer, meetRoom, startGoogleCalendarTestServer, TEST_CALENDAR_ID } from '../support/servers/google-calendar-test-server';

const START = new Date('2030-05-06T09:00:00.000Z');
const END = new Date('2030-05-06T10:00:00.000Z');
let sequence = 0;
const input = () => {
  sequence += 1;
  const id = `0123456789abcdef0123${String(sequence).padStart(4, '0')}`;
  return {
    eventId: `trail${id}`,
    requestId: id,
    summary: 'Trail mentoring session',
    description: 'What it is about: SQL',
    startsAt: START,
    endsAt: END,
    attendees: [{ email: 'chidi@trail.ng', name: 'Chidi Eze' }, { email: 'ada@trail.ng', name: 'Ada Obi' }],
  };
};

/** The adapter against a server that speaks, and checks, Google's token endpoint and Calendar API v3 contract. */
describe('GoogleCalendarClient', () => {
  let google: GoogleCalendarTestServer;
  let client: GoogleCalendarClient;

  beforeAll(async () => {
    google = await startGoogleCalendarTestServer();
    client = new GoogleCalendarClient(loadGoogleCalendarConfig(google.env));
  });
  afterAll(() => google.close());
  afterEach(() => {
    google.failing = false;
    google.conferencePending = false;
    expect(google.rejected).toEqual([]);
  });

  it('makes an event with a Meet conference on the configured calendar, both people invited, times in UTC, no mail from Google', async () => {
    const event = input();
    await expect(client.createEvent(event)).resolves.toEqual({ eventId: event.eventId, meetLink: expect.stringMatching(meetRoom(google)) });
    const [request] = google.requests;
    expect(request).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: `/calendar/v3/calendars/${encodeURIComponent(TEST_CALENDAR_ID)}/events`,
        query: { conferenceDataVersion: '1', sendUpdates: 'none' },
        authorization: expect.stringMatching(/^Bearer ya29\./),
      }),
    );
    expect(request?.body).toEqual({
      id: event.eventId,
      summary: 'Trail mentoring session',
      description: 'What it is about: SQL',
      start: { dateTime: '2030-05-06T09:00:00.000Z', timeZone: 'UTC' },
      end: { dateTime: '2030-05-06T10:00:00.000Z', timeZone: 'UTC' },
      attendees: [{ email: 'chidi@trail.ng', displayName: 'Chidi Eze' }, { email: 'ada@trail.ng', displayName: 'Ada Obi' }],
      guestsCanSeeOtherGuests: false,
      conferenceData: { createRequest: { requestId: event.requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
    });
  });

  it('keeps one access token while it lasts, and gets a new one when Google refuses it (401)', async () => {
    const before = google.tokenRequests;
    await client.createEvent(input());
    await client.createEvent(input());
    expect(google.tokenRequests).toBe(before);
    google.revokeTokens();
    await client.createEvent(input());
    expect(google.tokenRequests).toBe(before + 1);
  });

  it('reads back the event a lost answer already made (409 on its id): one event, one conference', async () => {
    const event = input();
    const first = await client.createEvent(event);
    const before = google.requests.length;
    await expect(client.createEvent(event)).resolves.toEqual(first);
    expect(google.requests.slice(before).map((r) => `${r.method} ${r.path.split('/').at(-1)}`)).toEqual(['POST events', `GET ${event.eventId}`]);
    expect([...google.events.keys()].filter((id) => id === event.eventId)).toHaveLength(1);
  });

  it('says there is no link yet while Google is still making the conference; reading the event later gives it', async () => {
    google.conferencePending = true;
    const event = input();
    await expect(client.createEvent(event)).resolves.toEqual({ eventId: event.eventId, meetLink: undefined });
    await expect(client.getEvent(event.eventId)).resolves.toEqual({ eventId: event.eventId, meetLink: expect.stringMatching(meetRoom(google)) });
  });

  it('deletes an event without mail from Google; deleting again, or one never made, is already done', async () => {
    const event = input();
    await client.createEvent(event);
    await client.deleteEvent(event.eventId);
    expect(google.requests.at(-1)).toEqual(expect.objectContaining({ method: 'DELETE', query: { sendUpdates: 'none' } }));
    expect(google.events.get(event.eventId)?.deleted).toBe(true);
    await expect(client.deleteEvent(event.eventId)).resolves.toBeUndefined();
    await expect(client.deleteEvent('trailnevermade')).resolves.toBeUndefined();
    await expect(client.getEvent(event.eventId)).resolves.toBeUndefined();
  });

  it('tells an outage (try later) from a refusal, and refuses to run without credentials', async () => {
    google.failing = true;
    await expect(client.createEvent(input())).rejects.toBeInstanceOf(GoogleCalendarUnavailableError);
    google.failing = false;
    const wrongToken = new GoogleCalendarClient(loadGoogleCalendarConfig({ ...google.env, GOOGLE_CALENDAR_REFRESH_TOKEN: 'revoked' }));
    await expect(wrongToken.createEvent(input())).rejects.toEqual(new GoogleCalendarRequestError('token endpoint: invalid_grant', 400));
    const nowhere = new GoogleCalendarClient(loadGoogleCalendarConfig({ ...google.env, GOOGLE_CALENDAR_API_URL: 'http://127.0.0.1:9/calendar/v3' }));
    await expect(nowhere.createEvent(input())).rejects.toBeInstanceOf(GoogleCalendarUnavailableError);
    const unset = new GoogleCalendarClient(loadGoogleCalendarConfig({}));
    expect(unset.configured).toBe(false);
    await expect(unset.createEvent(input())).rejects.toBeInstanceOf(GoogleCalendarNotConfiguredError);
  });

  it('is configured by all three credentials or none', () => {
    expect(loadGoogleCalendarConfig({})).toEqual({
      credentials: undefined,
      calendarId: 'primary',
      apiUrl: 'https://www.googleapis.com/calendar/v3',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(() => loadGoogleCalendarConfig({ GOOGLE_CALENDAR_REFRESH_TOKEN: 'x' })).toThrow(
      'GOOGLE_CALENDAR_CLIENT_ID, GOOGLE_CALENDAR_CLIENT_SECRET and GOOGLE_CALENDAR_REFRESH_TOKEN must be set together',
    );
    expect(() => loadGoogleCalendarConfig({ ...google.env, GOOGLE_CALENDAR_API_URL: 'not a url' })).toThrow('GOOGLE_CALENDAR_API_URL must be a URL');
  });
});

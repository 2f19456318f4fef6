import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_CALENDAR_CLIENT_ID = 'trail-calendar-test.apps.googleusercontent.com';
export const TEST_CALENDAR_CLIENT_SECRET = 'trail-calendar-test-secret';
export const TEST_CALENDAR_REFRESH_TOKEN = '1//trail-calendar-test-refresh-token';
export const TEST_CALENDAR_ID = 'sessions@trail.ng';

export interface CalendarRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body?: Record<string, unknown>;
}

interface StoredEvent {
  event: Record<string, unknown>;
  deleted: boolean;
}

export interface GoogleCalendarTestServer {
  /** GOOGLE_CALENDAR_* for the API under test. */
  env: Record<string, string>;
  /** Every Calendar API request (the token endpoint's are counted in tokenRequests). */
  requests: CalendarRequest[];
  tokenRequests: number;
  events: Map<string, StoredEvent>;
  /** Problems found in requests that did not match the documented contract. */
  rejected: string[];
  /** While true, every endpoint answers 503 as Google does when it is down. */
  failing: boolean;
  /** While true, a new conference stays `pending` (no entry points) until the event is read again. */
  conferencePending: boolean;
  /** Milliseconds events.insert waits before answering, to overlap concurrent callers. */
  insertDelayMs: number;
  /** Access tokens issued before this call answer 401, as a revoked or expired token does. */
  revokeTokens: () => void;
  /** events.insert calls that got past authentication, whatever their answer (the duplicates' 409 too). */
  inserts: number;
  close: () => Promise<void>;
}

/**
 * Speaks the parts of Google's contracts the calendar adapter uses: the OAuth 2.0 token endpoint
 * (refresh_token grant, form-encoded), and Calendar API v3 events.insert (conferenceDataVersion=1,
 * a hangoutsMeet createRequest, client-chosen base32hex ids: a second insert of one id is 409),
 * events.get and events.delete (404 unknown, 410 already deleted), with Google's error body.
 */
export async function startGoogleCalendarTestServer(): Promise<GoogleCalendarTestServer> {
  const tokens = new Set<string>();
  const state: GoogleCalendarTestServer = {
    env: {},
    requests: [],
    tokenRequests: 0,
    events: new Map(),
    rejected: [],
    failing: false,
    conferencePending: false,
    insertDelayMs: 0,
    revokeTokens: () => tokens.clear(),
    inserts: 0,
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://calendar.test');
    const raw = await readBody(req);
    const reject = (status: number, problem: string) => {
      state.rejected.push(problem);
      return googleError(res, status, problem);
    };
    if (state.failing) return googleError(res, 503, 'The service is currently unavailable.');
    if (url.pathname === '/token') {
      state.tokenRequests += 1;
      const form = new URLSearchParams(raw);
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return reject(400, 'token: POST a form');
      }
      if (form.get('client_id') !== TEST_CALENDAR_CLIENT_ID || form.get('client_secret') !== TEST_CALENDAR_CLIENT_SECRET) {
        return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
      }
      if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== TEST_CALENDAR_REFRESH_TOKEN) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      const token = `ya29.${randomUUID()}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, expires_in: 3599, scope: 'https://www.googleapis.com/auth/calendar.events', token_type: 'Bearer' });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    state.requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization, body });
    if (!match) return reject(404, `unexpected ${req.method} ${url.pathname}`);
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return googleError(res, 401, 'Request had invalid authentication credentials.');
    if (decodeURIComponent(match[1] ?? '') !== TEST_CALENDAR_ID) return googleError(res, 404, 'Not Found');
    const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (req.method === 'POST' && !eventId) {
      const problem = insertProblem(url.searchParams, req, body);
      if (problem) return reject(400, problem);
      state.inserts += 1;
      if (state.insertDelayMs) await new Promise((resolve) => setTimeout(resolve, state.insertDelayMs));
      const id = typeof body?.id === 'string' ? body.id : randomUUID().replace(/-/g, '');
      if (state.events.has(id)) return googleError(res, 409, 'The requested identifier already exists.', 'duplicate');
      const stored = { event: withConference({ ...body, id, status: 'confirmed' }, !state.conferencePending), deleted: false };
      state.events.set(id, stored);
      return json(res, 200, stored.event);
    }
    const stored = eventId ? state.events.get(eventId) : undefined;
    if (!stored) return googleError(res, 404, 'Not Found');
    if (stored.deleted) return googleError(res, 410, 'Resource has been deleted', 'deleted');
    if (req.method === 'GET') {
      stored.event = withConference(stored.event, true);
      return json(res, 200, stored.event);
    }
    if (req.method === 'DELETE') {
      if (!['all', 'externalOnly', 'none'].includes(url.searchParams.get('sendUpdates') ?? 'none')) return reject(400, 'bad sendUpdates');
      stored.deleted = true;
      res.writeHead(204);
      return res.end();
    }
    return reject(405, `unexpected ${req.method} on an event`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.env = {
    GOOGLE_CALENDAR_CLIENT_ID: TEST_CALENDAR_CLIENT_ID,
    GOOGLE_CALENDAR_CLIENT_SECRET: TEST_CALENDAR_CLIENT_SECRET,
    GOOGLE_CALENDAR_REFRESH_TOKEN: TEST_CALENDAR_REFRESH_TOKEN,
    GOOGLE_CALENDAR_ID: TEST_CALENDAR_ID,
    GOOGLE_CALENDAR_API_URL: `${base}/calendar/v3`,
    GOOGLE_CALENDAR_TOKEN_URL: `${base}/token`,
  };
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** What Google checks of events.insert that the adapter relies on. */
function insertProblem(query: URLSearchParams, req: IncomingMessage, body: Record<string, unknown> | undefined): string | undefined {
  if (!String(req.headers['content-type']).startsWith('application/json') || !body) return 'insert: body is not JSON';
  if (query.get('conferenceDataVersion') !== '1') return 'insert: without conferenceDataVersion=1 the createRequest is ignored';
  if (!['all', 'externalOnly', 'none'].includes(query.get('sendUpdates') ?? 'none')) return 'insert: bad sendUpdates';
  if (body.id !== undefined && !/^[a-v0-9]{5,1024}$/.test(String(body.id))) return `insert: id ${String(body.id)} is not base32hex`;
  for (const side of ['start', 'end'] as const) {
    const time = body[side] as { dateTime?: unknown } | undefined;
    if (typeof time?.dateTime !== 'string' || Number.isNaN(Date.parse(time.dateTime))) return `insert: ${side}.dateTime missing`;
  }
  const request = (body.conferenceData as { createRequest?: { requestId?: unknown; conferenceSolutionKey?: { type?: unknown } } } | undefined)?.createRequest;
  if (typeof request?.requestId !== 'string' || request.conferenceSolutionKey?.type !== 'hangoutsMeet') return 'insert: needs a hangoutsMeet createRequest with a requestId';
  const attendees = body.attendees as { email?: unknown }[] | undefined;
  if (attendees?.some((a) => typeof a.email !== 'string')) return 'insert: every attendee needs an email';
  return undefined;
}

/** The conference as Google reports it: pending without entry points, or done with a Meet code derived from the requestId. */
function withConference(event: Record<string, unknown>, done: boolean): Record<string, unknown> {
  const conferenceData = event.conferenceData as { createRequest: { requestId: string } };
  const { requestId } = conferenceData.createRequest;
  const letters = createHash('sha256').update(requestId).digest('hex').replace(/[0-9]/g, '').padEnd(10, 'x');
  const uri = `https://meet.google.com/${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
  const createRequest = { ...conferenceData.createRequest, status: { statusCode: done ? 'success' : 'pending' } };
  if (!done) return { ...event, conferenceData: { createRequest } };
  return {
    ...event,
    hangoutLink: uri,
    conferenceData: {
      createRequest,
      entryPoints: [{ entryPointType: 'video', uri, label: uri.replace('https://', '') }],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: uri.slice(-12),
    },
  };
}

function json(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** Google's JSON error body. */
function googleError(res: ServerResponse, code: number, message: string, reason = 'backendError'): void {
  json(res, code, { error: { code, message, errors: [{ domain: 'global', reason, message }] } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

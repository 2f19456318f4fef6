// A local stand-in for the parts of Google Calendar API v3 that Trail's calendar adapter uses, with
// Google's OAuth token endpoint (refresh_token grant). The API tests use it as their Google Calendar
// (api/test/support/servers/google-calendar-test-server.ts); `LOCAL_GOOGLE_CALENDAR=on npm start` uses it
// so the Google Meet path is clickable offline. Its "Meet" rooms are pages of its own that say what
// they are: never a made-up meet.google.com address. Plain Node, no import.meta (jest loads it).
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

export const LOCAL_CALENDAR_CLIENT_ID = 'trail-local-calendar.apps.googleusercontent.com';
export const LOCAL_CALENDAR_CLIENT_SECRET = 'trail-local-calendar-secret';
export const LOCAL_CALENDAR_REFRESH_TOKEN = '1//trail-local-calendar-refresh-token';
export const LOCAL_CALENDAR_ID = 'sessions@trail.ng';
const SEND_UPDATES = ['all', 'externalOnly', 'none'];

/**
 * Starts it on 127.0.0.1 (`port` 0: any free port): POST /token, and under /calendar/v3
 * events.insert (conferenceDataVersion=1, a hangoutsMeet createRequest, client-chosen base32hex ids:
 * a second insert of one id is 409), events.get and events.delete (404 unknown, 410 deleted), with
 * Google's JSON error body. `failing`, `conferencePending` and `insertDelayMs` let tests play an
 * outage, a conference still being made, and a slow Google.
 */
export async function startLocalGoogleCalendar({
  clientId = LOCAL_CALENDAR_CLIENT_ID,
  clientSecret = LOCAL_CALENDAR_CLIENT_SECRET,
  refreshToken = LOCAL_CALENDAR_REFRESH_TOKEN,
  calendarId = LOCAL_CALENDAR_ID,
  port = 0,
} = {}) {
  const tokens = new Set();
  let url = '';
  const state = {
    url: '',
    env: {},
    requests: [],
    tokenRequests: 0,
    inserts: 0,
    events: new Map(),
    rejected: [],
    failing: false,
    conferencePending: false,
    insertDelayMs: 0,
    revokeTokens: () => tokens.clear(),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://local-google-calendar');
    const raw = await readBody(req);
    const reject = (status, problem) => {
      state.rejected.push(problem);
      return googleError(res, status, problem);
    };
    try {
      if (requestUrl.pathname.startsWith('/meet/') && req.method === 'GET') return meetPage(res, requestUrl.pathname.slice(6));
      if (state.failing) return googleError(res, 503, 'The service is currently unavailable.');
      if (requestUrl.pathname === '/token') {
        state.tokenRequests += 1;
        const form = new URLSearchParams(raw);
        if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
          return reject(400, 'token: POST a form');
        }
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
          return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
        }
        if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== refreshToken) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
        }
        const token = `ya29.${randomUUID()}`;
        tokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 3599, scope: 'https://www.googleapis.com/auth/calendar.events', token_type: 'Bearer' });
      }
      const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(requestUrl.pathname);
      const body = raw ? JSON.parse(raw) : undefined;
      state.requests.push({
        method: req.method ?? '', path: requestUrl.pathname, query: Object.fromEntries(requestUrl.searchParams), authorization: req.headers.authorization, body,
      });
      if (!match) return reject(404, `unexpected ${req.method} ${requestUrl.pathname}`);
      if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) {
        return googleError(res, 401, 'Request had invalid authentication credentials.');
      }
      if (decodeURIComponent(match[1]) !== calendarId) return googleError(res, 404, 'Not Found');
      const eventId = match[2] ? decodeURIComponent(match[2]) : undefined;
      if (req.method === 'POST' && !eventId) {
        const problem = insertProblem(requestUrl.searchParams, req, body);
        if (problem) return reject(400, problem);
        state.inserts += 1;
        if (state.insertDelayMs) await new Promise((resolve) => setTimeout(resolve, state.insertDelayMs));
        const id = typeof body.id === 'string' ? body.id : randomUUID().replace(/-/g, '');
        if (state.events.has(id)) return googleError(res, 409, 'The requested identifier already exists.', 'duplicate');
        const stored = { event: withConference({ ...body, id, status: 'confirmed' }, !state.conferencePending, url), deleted: false };
        state.events.set(id, stored);
        return json(res, 200, stored.event);
      }
      const stored = eventId ? state.events.get(eventId) : undefined;
      if (!stored) return googleError(res, 404, 'Not Found');
      if (stored.deleted) return googleError(res, 410, 'Resource has been deleted', 'deleted');
      if (req.method === 'GET') {
        stored.event = withConference(stored.event, true, url);
        return json(res, 200, stored.event);
      }
      if (req.method === 'DELETE') {
        if (!SEND_UPDATES.includes(requestUrl.searchParams.get('sendUpdates') ?? 'none')) return reject(400, 'delete: bad sendUpdates');
        stored.deleted = true;
        res.writeHead(204);
        return res.end();
      }
      return reject(405, `unexpected ${req.method} on an event`);
    } catch {
      return reject(400, 'unreadable request');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${server.address().port}`;
  state.url = url;
  state.env = {
    GOOGLE_CALENDAR_CLIENT_ID: clientId,
    GOOGLE_CALENDAR_CLIENT_SECRET: clientSecret,
    GOOGLE_CALENDAR_REFRESH_TOKEN: refreshToken,
    GOOGLE_CALENDAR_ID: calendarId,
    GOOGLE_CALENDAR_API_URL: `${url}/calendar/v3`,
    GOOGLE_CALENDAR_TOKEN_URL: `${url}/token`,
  };
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

/** What Google checks of events.insert that the adapter relies on. */
function insertProblem(query, req, body) {
  if (!String(req.headers['content-type']).startsWith('application/json') || !body) return 'insert: body is not JSON';
  if (query.get('conferenceDataVersion') !== '1') return 'insert: without conferenceDataVersion=1 the createRequest is ignored';
  if (!SEND_UPDATES.includes(query.get('sendUpdates') ?? 'none')) return 'insert: bad sendUpdates';
  if (body.id !== undefined && !/^[a-v0-9]{5,1024}$/.test(String(body.id))) return `insert: id ${String(body.id)} is not base32hex`;
  for (const side of ['start', 'end']) {
    if (typeof body[side]?.dateTime !== 'string' || Number.isNaN(Date.parse(body[side].dateTime))) return `insert: ${side}.dateTime missing`;
  }
  const request = body.conferenceData?.createRequest;
  if (typeof request?.requestId !== 'string' || request.conferenceSolutionKey?.type !== 'hangoutsMeet') {
    return 'insert: needs a hangoutsMeet createRequest with a requestId';
  }
  if (body.attendees?.some((attendee) => typeof attendee.email !== 'string')) return 'insert: every attendee needs an email';
  return undefined;
}

/** The conference as Google reports it: pending without entry points, or done, its room a page of this stand-in named like a Meet code. */
function withConference(event, done, url) {
  const createRequest = { ...event.conferenceData.createRequest, status: { statusCode: done ? 'success' : 'pending' } };
  if (!done) return { ...event, conferenceData: { createRequest } };
  const letters = createHash('sha256').update(createRequest.requestId).digest('hex').replace(/[0-9]/g, '').padEnd(10, 'x');
  const code = `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
  const uri = `${url}/meet/${code}`;
  return {
    ...event,
    hangoutLink: uri,
    conferenceData: {
      createRequest,
      entryPoints: [{ entryPointType: 'video', uri, label: code }],
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      conferenceId: code,
    },
  };
}

function meetPage(res, code) {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Google Meet stand-in</title></head>
<body><main><h1>Local stand-in for a Google Meet room</h1><p>Room ${code.replace(/[^a-z-]/g, '')}. With real Google
credentials (GOOGLE_CALENDAR_*) this link is a Google Meet room; here nobody can join.</p></main></body></html>`);
}

function json(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** Google's JSON error body. */
function googleError(res, code, message, reason = 'backendError') {
  json(res, code, { error: { code, message, errors: [{ domain: 'global', reason, message }] } });
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

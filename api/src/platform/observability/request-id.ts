import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A proxy's or client's id is kept when it is a plain token: nothing else reaches the logs from it. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the caller's X-Request-Id when sane, else a new one; echoed in the answer. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

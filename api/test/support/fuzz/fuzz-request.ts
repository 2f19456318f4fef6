import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** One request the fuzzer sends: everything about it may be wrong on purpose. */
export interface FuzzRequest {
  /** What is wrong with it, for the failure message. */
  label: string;
  method: string;
  /** Path and query as sent, already encoded (or deliberately not). */
  url: string;
  headers?: Record<string, string>;
  /** A value is sent as JSON unless it is a string or a Buffer, which go as they are. */
  body?: unknown;
  /** Bytes written straight to a socket: for requests Node's own client refuses to send. */
  raw?: string;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function bodyBytes(body: unknown): Buffer | undefined {
  if (body === undefined) return undefined;
  if (Buffer.isBuffer(body)) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
}

function sendRaw(port: number, raw: string): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '';
      // Only the first answer counts; a lying Content-Length can make the rest look like a second request.
      const bodyText = rest.join('\r\n\r\n').split('HTTP/1.1 ')[0] ?? '';
      resolve({ status, contentType, text: bodyText });
    });
    // Written, not ended: a half-closed socket makes Node drop a response still being prepared.
    socket.write(raw);
  });
}

/** A kept-alive socket the server closed while idle; the request never reached the app. */
const isStaleSocket = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ECONNRESET' && (error as { reusedSocket?: boolean }).reusedSocket === true;

export async function send(port: number, req: FuzzRequest): Promise<FuzzResponse> {
  if (req.raw !== undefined) return sendRaw(port, req.raw);
  try {
    return await sendOnce(port, req);
  } catch (error) {
    if (!isStaleSocket(error)) throw error;
    return sendOnce(port, req);
  }
}

function sendOnce(port: number, req: FuzzRequest): Promise<FuzzResponse> {
  const body = bodyBytes(req.body);
  const headers: Record<string, string> = {
    ...(body !== undefined && typeof req.body !== 'string' && !Buffer.isBuffer(req.body)
      ? { 'Content-Type': 'application/json' }
      : {}),
    ...(body !== undefined ? { 'Content-Length': String(body.length) } : {}),
    ...req.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, agent, method: req.method, path: req.url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error('no answer within 20 s')));
    outgoing.on('error', (error) => reject(Object.assign(error, { reusedSocket: outgoing.reusedSocket })));
    outgoing.end(body);
  });
}

export function closeAgent(): void {
  agent.destroy();
}

/** Runs `work` over `items`, at most `width` at a time. */
export async function inParallel<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  });
  await Promise.all(lanes);
  return results;
}

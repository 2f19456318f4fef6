import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

export const HEADERS_TOO_LARGE = 'The request address or headers are too large';
export const MALFORMED_REQUEST = 'The request is not valid HTTP';
export const REQUEST_TIMEOUT = 'The request took too long to arrive';
export const CHUNK_EXTENSIONS_TOO_LARGE = 'The request body has too much chunk metadata';

/** The response Node may already be writing on this socket (a private field Node's own handler reads). */
const responseUnderway = (socket: Duplex) =>
  Boolean((socket as { _httpMessage?: { _headerSent?: boolean } })._httpMessage?._headerSent);

/** Node's HTTP parser codes that get their own status; anything else it cannot parse is a 400. */
function answerFor(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, HEADERS_TOO_LARGE];
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, CHUNK_EXTENSIONS_TOO_LARGE];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, REQUEST_TIMEOUT];
  return [400, MALFORMED_REQUEST];
}

/**
 * Requests Node refuses before Express sees them (a 16 KB address, broken HTTP) get Node's bare
 * status line; this answers them in the one error contract instead.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's default does: never write into a response already on its way, it would corrupt it.
    if (error.code === 'ECONNRESET' || !socket.writable || responseUnderway(socket)) {
      socket.destroy();
      return;
    }
    const [status, message] = answerFor(error.code);
    const body = JSON.stringify({ error: message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header names lowercased; folded lines joined. */
  headers: Record<string, string>;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part ('' when there is none). */
  html: string;
}

export interface SmtpTestServer {
  port: number;
  messages: ReceivedMail[];
  /** While true, every mail is refused (451), as by a mail server that is down. */
  refusing: boolean;
  /** Resolves once `count` messages arrived (or rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<[ReceivedMail, ...ReceivedMail[]]>;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, except those
 * with a subject in `ignoreSubjects` (e.g. the verification mail every sign-up sends).
 */
export async function startSmtpTestServer(options: { ignoreSubjects?: string[] } = {}): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      return callback(Object.assign(new Error('Mail server unavailable, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = parseHeaders(raw.split(/\r?\n\r?\n/)[0] ?? '');
        if (options.ignoreSubjects?.includes(headers.subject ?? '')) {
          callback();
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers,
          subject: headers.subject ?? '',
          text: mimePart(raw, 'text/plain'),
          html: mimePart(raw, 'text/html'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    waitFor: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages as [ReceivedMail, ...ReceivedMail[]];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Just enough MIME for nodemailer's output: the first part of `wanted` type, quoted-printable or base64 decoded. */
function mimePart(raw: string, wanted: 'text/plain' | 'text/html'): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const headers = parseHeaders(head ?? '');
    const type = headers['content-type'] ?? 'text/plain';
    if (!type.startsWith(wanted)) continue;
    const content = body.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
    if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const unfolded = content.replace(/=\r?\n/g, '').replace(/%/g, '%25');
      return decodeURIComponent(unfolded.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`));
    }
    return content;
  }
  return '';
}

/** The API's mail settings for sending to `smtp`, with links to a dashboard the tests can recognise. */
export function smtpTestEnv(smtp: SmtpTestServer): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'Trail <no-reply@trail.test>',
    DASHBOARD_URL: 'http://dashboard.test',
  };
}

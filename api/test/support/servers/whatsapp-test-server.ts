import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const TEST_WHATSAPP_TOKEN = 'test-whatsapp-token';
const TEST_PHONE_NUMBER_ID = '1234567890';
const VERSION = 'v21.0';

export interface WhatsAppTestServer {
  /** The API's WhatsApp settings for sending here (the template names are each test's own). */
  env: Record<string, string>;
  /** Every accepted message body. */
  messages: Array<{ to: string; template: { name: string; parameters: string[] } }>;
  /** Problems found in requests that did not match the Cloud API contract. */
  rejected: string[];
  /** While true, answers like the Cloud API does when it is down. */
  failing: boolean;
  close: () => Promise<void>;
}

/**
 * Speaks the WhatsApp Business Cloud API's send-message contract:
 * POST /{version}/{phone-number-id}/messages, bearer token, a template message body.
 */
export async function startWhatsAppTestServer(): Promise<WhatsAppTestServer> {
  const state: WhatsAppTestServer = { env: {}, messages: [], rejected: [], failing: false, close: async () => {} };
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const problem = contractProblem(req, await readBody(req));
    if (typeof problem === 'string') {
      state.rejected.push(problem);
      return answer(400, { error: { message: problem, type: 'OAuthException', code: 100 } });
    }
    if (state.failing) return answer(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    state.messages.push(problem);
    return answer(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: problem.to, wa_id: problem.to.replace(/^\+/, '') }],
      messages: [{ id: `wamid.${state.messages.length}` }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.env = {
    WHATSAPP_TOKEN: TEST_WHATSAPP_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: TEST_PHONE_NUMBER_ID,
    WHATSAPP_API_URL: `http://127.0.0.1:${port}/${VERSION}`,
  };
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Accepted = WhatsAppTestServer['messages'][number];

/** The fields a send-message request may carry, all unchecked until contractProblem looks. */
interface CloudApiMessage {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: Array<{ type?: unknown; parameters?: Array<{ type?: unknown; text?: unknown }> }>;
  };
}

function contractProblem(req: IncomingMessage, raw: string): string | Accepted {
  if (req.method !== 'POST' || req.url !== `/${VERSION}/${TEST_PHONE_NUMBER_ID}/messages`) {
    return `unexpected ${req.method} ${req.url}`;
  }
  if (req.headers.authorization !== `Bearer ${TEST_WHATSAPP_TOKEN}`) return 'missing or wrong bearer token';
  if (!String(req.headers['content-type']).startsWith('application/json')) return 'body is not JSON';
  const body = JSON.parse(raw) as CloudApiMessage;
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^\+?\d{8,15}$/.test(body.to)) return `bad recipient ${String(body.to)}`;
  if (body.type !== 'template') return 'a business-initiated message must be a template';
  const template = body.template;
  if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') {
    return 'template needs name and language.code';
  }
  const parameters = template.components?.find((c) => c.type === 'body')?.parameters;
  if (!parameters?.length || parameters.some((p) => p.type !== 'text' || typeof p.text !== 'string')) {
    return 'body parameters must be text';
  }
  if (parameters.some((p) => /[\n\t]| {5,}/.test(p.text as string))) return 'parameters cannot hold new lines or tabs';
  return { to: body.to, template: { name: template.name, parameters: parameters.map((p) => p.text as string) } };
}

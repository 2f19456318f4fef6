// A local stand-in for Paystack's REST API and checkout, so payments work offline: `npm start`
// uses it when PAYSTACK_SECRET_KEY is unset, and the API tests use it as their Paystack. It checks
// requests the way Paystack does (secret key as a Bearer token, JSON bodies, kobo amounts, unique
// references), keeps everything in memory, and sends webhooks signed like Paystack's
// (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key, hex). Plain Node, no
// framework, no import.meta: jest loads this file through its CommonJS transform.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { cardReplacedPage, checkoutPage, closedPage, manageCardPage, manageNotFoundPage, notFoundPage } from './local-paystack-pages.mjs';
import { createPaystackState, LOCAL_PAYSTACK_ACCOUNTS } from './local-paystack-state.mjs';

export { LOCAL_PAYSTACK_ACCOUNTS };
export const LOCAL_PAYSTACK_SECRET_KEY = 'sk_test_trail_local_paystack';

const WEBHOOK_ATTEMPTS = 3;

/**
 * Starts the stand-in on `host` (127.0.0.1; `port` 0: any free port); checkout pages are linked at
 * `publicUrl` when browsers reach it at another address (a container's published port). `webhookUrl` (settable later) is where
 * events go; `transferDelayMs` is how long a transfer or refund stays pending before its outcome webhook.
 */
export async function startLocalPaystack({
  secretKey = LOCAL_PAYSTACK_SECRET_KEY,
  webhookUrl,
  port = 0,
  transferDelayMs = 1500,
  balanceKobo = 1_000_000_000,
  maxPerPage = 100,
  host = '127.0.0.1',
  publicUrl,
} = {}) {
  const requests = [];
  const deliveries = [];
  const pending = new Set();
  const timers = new Set();
  const target = { webhookUrl, refundOutcome: 'processed' };
  const faults = [];

  const sign = (rawBody) => createHmac('sha512', secretKey).update(rawBody).digest('hex');
  const track = (promise) => {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
    return promise;
  };

  async function deliver(event, data) {
    const body = JSON.stringify({ event, data });
    const delivery = { event, data, body, status: 0 };
    deliveries.push(delivery);
    if (!target.webhookUrl) return delivery;
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt += 1) {
      try {
        const res = await fetch(target.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-paystack-signature': sign(body) },
          body,
          signal: AbortSignal.timeout(5000),
        });
        delivery.status = res.status;
        if (res.ok) break;
      } catch {
        delivery.status = 0;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
    return delivery;
  }

  const state = createPaystackState({
    balanceKobo,
    maxPerPage,
    refundOutcome: () => target.refundOutcome,
    notify: (event, data) => track(deliver(event, data)),
    later: (fn) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, transferDelayMs);
      timers.add(timer);
    },
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local-paystack');
    const answer = ([status, body]) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const page = (status, html) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    };
    try {
      const raw = await readBody(req);
      const checkout = url.pathname.match(/^\/checkout\/([A-Za-z0-9]+)$/);
      if (checkout) return await handleCheckout(req, res, state.checkout(checkout[1]), raw, page);

      const body = raw ? parseJson(raw) : {};
      // Local only, no key: what Paystack does on its own when a subscription falls due (docs/development.md).
      const renewal = req.method === 'POST' && url.pathname.match(/^\/_local\/subscription\/([A-Za-z0-9_]+)\/renew$/);
      if (renewal) return answer(state.renew(renewal[1], body?.outcome ?? 'success'));
      const expiring = req.method === 'POST' && url.pathname.match(/^\/_local\/subscription\/([A-Za-z0-9_]+)\/expiring-card$/);
      if (expiring) return answer(state.expireCard(expiring[1]));
      const manage = url.pathname.match(/^\/manage\/subscriptions\/([A-Za-z0-9_]+)$/);
      if (manage) return handleManage(req, state.subscription(manage[1]), page);
      requests.push({ method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body });
      const authorization = req.headers.authorization;
      if (!authorization) return answer([401, { status: false, message: 'No Authorization Header was found' }]);
      if (authorization !== `Bearer ${secretKey}`) return answer([401, { status: false, message: 'Invalid key' }]);
      if (req.method === 'POST' && (!String(req.headers['content-type']).startsWith('application/json') || body === undefined)) {
        return answer([400, { status: false, message: 'Send a JSON body with Content-Type: application/json' }]);
      }
      const fault = faults.findIndex((f) => f.method === req.method && f.path === url.pathname);
      if (fault === -1) return answer(route(req.method, url, body));
      const [{ handled }] = faults.splice(fault, 1);
      // An answer lost on the way back (a timeout, a 502 from a proxy) after Paystack acted, or Paystack down before it did.
      if (handled) route(req.method, url, body);
      return answer([handled ? 502 : 503, { status: false, message: 'An error occurred' }]);
    } catch {
      return answer([500, { status: false, message: 'An error occurred' }]);
    }
  });

  function route(method, url, body) {
    const path = url.pathname.replace(/\/$/, '');
    const id = (prefix) => (path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : undefined);
    if (method === 'POST' && path === '/transaction/initialize') {
      const [status, answer] = state.initialize(body);
      if (answer.status) answer.data.authorization_url = `${publicUrl ?? baseUrl}/checkout/${answer.data.access_code}`;
      return [status, answer];
    }
    if (method === 'GET' && id('/transaction/verify/')) return state.verify(id('/transaction/verify/'));
    if (method === 'GET' && path === '/bank') return state.banks(url.searchParams);
    if (method === 'GET' && path === '/bank/resolve') return state.resolve(url.searchParams);
    if (method === 'POST' && path === '/transferrecipient') return state.createRecipient(body);
    if (method === 'POST' && path === '/transfer') return state.transfer(body);
    if (method === 'GET' && id('/transfer/verify/')) return state.verifyTransfer(id('/transfer/verify/'));
    if (method === 'POST' && path === '/refund') return state.refund(body);
    if (method === 'GET' && path === '/refund') return state.listRefunds(url.searchParams);
    if (method === 'GET' && id('/refund/')) return state.fetchRefund(id('/refund/'));
    if (method === 'POST' && path === '/plan') return state.createPlan(body);
    if (method === 'GET' && path === '/plan') return state.listPlans();
    if (method === 'GET' && id('/plan/')) return state.fetchPlan(id('/plan/'));
    if (method === 'POST' && path === '/subscription') return state.createSubscription(body);
    if (method === 'POST' && path === '/subscription/disable') return state.disableSubscription(body);
    const manageLink = method === 'GET' && path.match(/^\/subscription\/([A-Za-z0-9_]+)\/manage\/link$/);
    if (manageLink) {
      const [status, answer] = state.manageLink(manageLink[1]);
      if (answer.status) answer.data.link = `${publicUrl ?? baseUrl}${answer.data.link}`;
      return [status, answer];
    }
    if (method === 'GET' && id('/subscription/')) return state.fetchSubscription(id('/subscription/'));
    return [404, { status: false, message: `No route ${method} ${path}` }];
  }

  /** Paystack's card-update page for a subscription: shows the card it charges, and replaces it. */
  function handleManage(req, subscription, page) {
    if (!subscription || !['active', 'attention'].includes(subscription.status)) return page(404, manageNotFoundPage());
    if (req.method === 'POST') return page(200, cardReplacedPage(state.replaceCard(subscription)));
    return page(200, manageCardPage(subscription));
  }

  async function handleCheckout(req, res, transaction, raw, page) {
    if (!transaction) return page(404, notFoundPage());
    if (req.method === 'GET') return page(transaction.closed ? 410 : 200, transaction.closed ? closedPage(transaction) : checkoutPage(transaction));
    const choice = new URLSearchParams(raw).get('choice');
    if (req.method !== 'POST' || !['pay', 'fail', 'abandon'].includes(choice)) return page(400, notFoundPage());
    if (!state.complete(transaction, choice)) return page(410, closedPage(transaction));
    // Like Paystack, the webhook is on its way before the browser returns to the callback.
    await Promise.all([...pending]);
    if (!transaction.callback_url) return page(200, closedPage(transaction));
    const back = new URL(transaction.callback_url);
    back.searchParams.set('trxref', transaction.reference);
    back.searchParams.set('reference', transaction.reference);
    res.writeHead(303, { Location: back.toString() });
    return res.end();
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${server.address().port}`;

  return {
    url: baseUrl,
    /** Everything the API needs to use this stand-in as its Paystack. */
    env: { PAYSTACK_SECRET_KEY: secretKey, PAYSTACK_BASE_URL: baseUrl },
    get webhookUrl() {
      return target.webhookUrl;
    },
    set webhookUrl(value) {
      target.webhookUrl = value;
    },
    /** How refunds queued from now on end: processed (the default) or failed. */
    get refundOutcome() {
      return target.refundOutcome;
    },
    set refundOutcome(value) {
      target.refundOutcome = value;
    },
    /**
     * The next `method path` request fails with a 5xx: `handled` — Paystack acted on it and the answer was
     * lost (502); otherwise Paystack was down and did nothing (503).
     */
    failNext: (method, path, { handled = false } = {}) => void faults.push({ method, path, handled }),
    /** Every API request received (checkout pages excluded), oldest first. */
    requests,
    /** Every webhook sent, with the status the receiver answered (0: unreachable or no webhookUrl). */
    deliveries,
    /** The x-paystack-signature Paystack would send with this raw body. */
    sign,
    /** Sends a signed webhook now, e.g. to replay an event. */
    sendWebhook: (event, data) => track(deliver(event, data)),
    /** The day a subscription falls due: its renewal charge succeeds or fails (also POST /_local/subscription/:code/renew). */
    renewSubscription: (subscriptionCode, outcome = 'success') => state.renew(subscriptionCode, outcome),
    /** The card a subscription charges expires this month: subscription.expiring_cards names it (also POST /_local/subscription/:code/expiring-card). */
    expireCard: (subscriptionCode) => state.expireCard(subscriptionCode),
    /** Resolves once no transfer or refund is pending and every webhook has been answered. */
    async settled() {
      while (timers.size || pending.size) {
        await Promise.all([...pending]);
        if (timers.size) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    balanceKobo: () => state.balance(),
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
      }),
  };
}

function parseJson(raw) {
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

#!/usr/bin/env node
// The local Paystack stand-in as a server of its own, for compose.local-paystack.yaml (npm start and the
// tests start it in-process instead). Settings: LOCAL_PAYSTACK_PORT (4010), LOCAL_PAYSTACK_HOST (0.0.0.0),
// LOCAL_PAYSTACK_PUBLIC_URL (what browsers open checkout pages at), PAYSTACK_SECRET_KEY (the stand-in's
// own key by default) and PAYSTACK_WEBHOOK_URL (where signed events go: the API's /payments/webhook).
import { LOCAL_PAYSTACK_SECRET_KEY, startLocalPaystack } from './lib/local-paystack.mjs';

const port = Number(process.env.LOCAL_PAYSTACK_PORT ?? 4010);
const paystack = await startLocalPaystack({
  port,
  host: process.env.LOCAL_PAYSTACK_HOST ?? '0.0.0.0',
  publicUrl: process.env.LOCAL_PAYSTACK_PUBLIC_URL,
  secretKey: process.env.PAYSTACK_SECRET_KEY || LOCAL_PAYSTACK_SECRET_KEY,
  webhookUrl: process.env.PAYSTACK_WEBHOOK_URL,
});
console.log(`Local Paystack listening on ${paystack.url} (checkout pages at ${process.env.LOCAL_PAYSTACK_PUBLIC_URL ?? paystack.url})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void paystack.close().then(() => process.exit(0)));

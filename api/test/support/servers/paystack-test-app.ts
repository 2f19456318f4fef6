import type { AddressInfo } from 'node:net';
import type { LocalPaystackOptions } from '../../../../scripts/lib/local-paystack.mjs';
import { createTestApp, type TestApp } from '../create-test-app';
import { type PaystackTestServer, startPaystackTestServer } from './paystack-test-server';
import { scopedEnv } from './scoped-env';

export interface PaystackTestApp {
  t: TestApp;
  paystack: PaystackTestServer;
  /** Where the local Paystack delivers webhooks; set when the app listens (`webhooks: true`). */
  webhookUrl?: string;
  /** Closes the app (dropping its database) and the local Paystack, and puts the environment back. */
  close: () => Promise<void>;
}

/**
 * The real app on a real mongod, pointed at the local Paystack. With `webhooks`, the app listens on a
 * free port and the local Paystack sends its signed webhooks there, as Paystack would.
 */
export async function createPaystackTestApp(
  options: LocalPaystackOptions & { webhooks?: boolean; env?: Record<string, string> } = {},
): Promise<PaystackTestApp> {
  const { webhooks = false, env = {}, ...paystackOptions } = options;
  const paystack = await startPaystackTestServer(paystackOptions);
  const scoped = scopedEnv({ ...paystack.env, ...env });
  const closePaystack = async () => {
    await paystack.close();
    scoped.restore();
  };
  let t: TestApp;
  try {
    t = await createTestApp({ env: scoped.env });
  } catch (error) {
    await closePaystack();
    throw error;
  }
  let webhookUrl: string | undefined;
  if (webhooks) {
    await t.app.listen(0, '127.0.0.1');
    webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/v1/payments/webhook`;
    paystack.webhookUrl = webhookUrl;
  }
  return {
    t,
    paystack,
    webhookUrl,
    close: async () => {
      await t.close();
      await closePaystack();
    },
  };
}

import { type LocalPaystack, type LocalPaystackOptions, startLocalPaystack } from '../../../../scripts/lib/local-paystack.mjs';

export const TEST_PAYSTACK_SECRET_KEY = 'sk_test_trail_api_tests';

export type PaystackTestServer = LocalPaystack;

/**
 * The API's Paystack in tests: the same local stand-in `npm start` uses (scripts/lib/local-paystack.mjs),
 * which checks requests like Paystack (Bearer secret key, JSON bodies, whole kobo, unique references)
 * and records them in `requests`. Transfers settle after 20 ms unless told otherwise.
 */
export function startPaystackTestServer(options: LocalPaystackOptions = {}): Promise<PaystackTestServer> {
  return startLocalPaystack({ secretKey: TEST_PAYSTACK_SECRET_KEY, transferDelayMs: 20, ...options });
}

/** What a person does on the checkout page: opens it, then presses Pay, Fail or Abandon. */
export async function chooseAtCheckout(
  authorizationUrl: string,
  choice: 'pay' | 'fail' | 'abandon',
): Promise<{ page: string; status: number; location: string | null }> {
  const page = await (await fetch(authorizationUrl)).text();
  const res = await fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice }).toString(),
    redirect: 'manual',
  });
  return { page, status: res.status, location: res.headers.get('location') };
}

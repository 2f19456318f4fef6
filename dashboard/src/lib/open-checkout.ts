/** Leaves the dashboard for a Paystack page: checkout, or Pay Monthly's card update (its own module, so tests can see where it went). */
export function openCheckout(url: string): void {
  window.location.assign(url);
}

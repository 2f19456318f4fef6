/** Leaves the dashboard for Paystack's checkout page (its own module, so tests can see where it went). */
export function openCheckout(url: string): void {
  window.location.assign(url);
}

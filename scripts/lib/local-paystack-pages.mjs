// The local Paystack's checkout pages: plain HTML forms, so a person (or a test) chooses an outcome.

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const shell = (body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Paystack checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}
button{margin:1.5rem .5rem 0 0;padding:.6rem 1.2rem}</style></head>
<body><main>${body}</main></body></html>`;

export function checkoutPage(transaction) {
  return shell(`<h1>Pay ${escapeHtml(naira.format(transaction.amount / 100))}</h1>
<p>This is a local stand-in for Paystack's checkout: no card or bank account is needed, and no money moves.</p>
<dl><dt>E-mail</dt><dd>${escapeHtml(transaction.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
${transaction.plan ? `<dt>Plan</dt><dd>${escapeHtml(transaction.plan)}</dd>` : ''}</dl>
<form method="post" action="/checkout/${escapeHtml(transaction.access_code)}">
<button type="submit" name="choice" value="pay">Pay</button>
<button type="submit" name="choice" value="fail">Fail</button>
<button type="submit" name="choice" value="abandon">Abandon</button>
</form>`);
}

export function closedPage(transaction) {
  return shell(`<h1>This payment is closed</h1>
<p role="alert">Transaction ${escapeHtml(transaction.reference)} has ended (${escapeHtml(transaction.status)}). Start a new payment to try again.</p>`);
}

export const notFoundPage = () => shell('<h1>Payment not found</h1><p role="alert">This checkout link is unknown or has expired.</p>');

const cardText = (card) => `${card.brand} ending with ${card.last4}, expires ${card.exp_month}/${card.exp_year}`;

export function manageCardPage(subscription) {
  return shell(`<h1>Update your card</h1>
<p>This is a local stand-in for Paystack's subscription page: no real card is needed.</p>
<dl><dt>Subscription</dt><dd>${escapeHtml(subscription.subscription_code)}</dd>
<dt>Card</dt><dd>${escapeHtml(cardText(subscription.authorization))}</dd></dl>
<form method="post" action="/manage/subscriptions/${escapeHtml(subscription.subscription_code)}">
<button type="submit">Use a new card</button>
</form>`);
}

export const cardReplacedPage = (card) =>
  shell(`<h1>Card updated</h1><p role="status">Your subscription now charges the ${escapeHtml(cardText(card))}. You can close this page.</p>`);

export const manageNotFoundPage = () => shell('<h1>Subscription not found</h1><p role="alert">This link is unknown, or the subscription has ended.</p>');

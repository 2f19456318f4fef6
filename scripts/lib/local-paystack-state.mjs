// The local Paystack's in-memory state and the rules of its endpoints. Each handler answers
// [httpStatus, body] in Paystack's envelope: { status, message, data } or { status: false, message }.
// Side effects leave through `notify(event, data)` (a signed webhook) and `later(fn)` (a delay).
import { randomBytes } from 'node:crypto';
import { NIGERIAN_BANKS } from './nigerian-banks.mjs';

/** Account numbers with a fixed outcome, so every path can be tried by hand and in tests. */
export const LOCAL_PAYSTACK_ACCOUNTS = {
  /** /bank/resolve and /transferrecipient answer 422. */
  unresolvable: '0000000000',
  /** Transfers to it end in transfer.failed (the amount goes back to the balance). */
  transferFails: '9999999999',
  /** Transfers to it end in transfer.reversed. */
  transferReversed: '8888888888',
};

const INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'];
const FIRST_NAMES = ['ADAEZE', 'CHINEDU', 'FOLAKE', 'IBRAHIM', 'NGOZI', 'OLUWASEUN', 'TUNDE', 'ZAINAB', 'EMEKA', 'HAUWA'];
const LAST_NAMES = ['OKONKWO', 'ADEYEMI', 'BELLO', 'EZE', 'OGUNLEYE', 'MUSA', 'NWOSU', 'ABUBAKAR', 'OKAFOR', 'BALOGUN'];
const UNRESOLVED = 'Could not resolve account name. Check parameters or try again.';

const ok = (message, data, status = 200, meta) => [status, { status: true, message, data, ...(meta ? { meta } : {}) }];
const fail = (status, message) => [status, { status: false, message }];
const code = (prefix) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 15)}`;
const now = () => new Date().toISOString();

/** Kobo as Paystack takes it: a positive whole number, or a string of digits. */
function kobo(value) {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

/** Paystack's local fees: 1.5% plus ₦100 from ₦2,500, capped at ₦2,000. */
const feesFor = (amount) => Math.min(Math.round(amount * 0.015) + (amount >= 250_000 ? 10_000 : 0), 200_000);

/** The same account number always resolves to the same name. */
function accountName(accountNumber) {
  const digits = [...accountNumber].map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  return `${FIRST_NAMES[sum % 10]} ${LAST_NAMES[digits[9] ?? 0]}`;
}

export function createPaystackState({ notify, later, balanceKobo, maxPerPage, refundOutcome = () => 'processed' }) {
  let nextId = 1000;
  let balance = balanceKobo;
  const transactions = new Map();
  const byAccessCode = new Map();
  const customers = new Map();
  const recipients = new Map();
  const transfers = new Map();
  const plans = new Map();
  const subscriptions = new Map();
  const refunds = new Map();

  const bankByCode = (bankCode) => NIGERIAN_BANKS.find((bank) => bank.code === bankCode);
  const resolves = (accountNumber, bankCode) =>
    typeof accountNumber === 'string' && /^\d{10}$/.test(accountNumber) && Boolean(bankByCode(bankCode)) &&
    accountNumber !== LOCAL_PAYSTACK_ACCOUNTS.unresolvable;

  function customerFor(email) {
    if (!customers.has(email)) {
      customers.set(email, { id: nextId++, email, customer_code: code('CUS'), first_name: null, last_name: null, authorizations: [] });
    }
    return customers.get(email);
  }
  const customerView = ({ authorizations, ...customer }) => customer;
  const planView = (plan) => plan && { ...plan };

  function transactionView(t) {
    return {
      id: t.id, domain: 'test', status: t.status, reference: t.reference, amount: t.amount, message: null,
      gateway_response: t.gateway_response, paid_at: t.paid_at, created_at: t.created_at, channel: 'card',
      currency: t.currency, metadata: t.metadata, fees: t.status === 'success' ? feesFor(t.amount) : null,
      customer: customerView(customerFor(t.email)), authorization: t.authorization ?? {},
      plan: t.plan, plan_object: planView(plans.get(t.plan)) ?? {}, requested_amount: t.amount,
    };
  }

  function subscriptionView(s) {
    const { customerEmail, ...rest } = s;
    return { ...rest, plan: planView(plans.get(s.plan)), customer: customerView(customerFor(customerEmail)) };
  }

  function subscribe(customer, plan, authorization) {
    const subscription = {
      id: nextId++, domain: 'test', status: 'active', subscription_code: code('SUB'), email_token: randomBytes(10).toString('hex'),
      amount: plan.amount, cron_expression: '0 0 * * *', next_payment_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      open_invoice: null, createdAt: now(), plan: plan.plan_code, authorization, customerEmail: customer.email,
    };
    subscriptions.set(subscription.subscription_code, subscription);
    notify('subscription.create', subscriptionView(subscription));
    return subscription;
  }

  return {
    initialize(body) {
      if (typeof body.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(body.email)) return fail(400, 'Invalid Email Address Passed');
      const plan = body.plan === undefined ? undefined : plans.get(body.plan);
      if (body.plan !== undefined && !plan) return fail(400, 'Plan not found');
      // As on Paystack, a plan's amount replaces the one sent.
      const amount = plan ? plan.amount : kobo(body.amount);
      if (!amount) return fail(400, 'Invalid Amount Sent');
      if ((body.currency ?? 'NGN') !== 'NGN') return fail(400, 'Currency not supported by merchant');
      const reference = body.reference ?? randomBytes(8).toString('hex');
      if (typeof reference !== 'string' || !/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) {
        return fail(400, 'Invalid reference: only -, ., = and alphanumeric characters are allowed');
      }
      if (transactions.has(reference)) return fail(400, 'Duplicate Transaction Reference');
      if (body.callback_url !== undefined && !/^https?:\/\/\S+$/.test(String(body.callback_url))) return fail(400, 'Invalid callback_url');
      const transaction = {
        id: nextId++, reference, amount, currency: 'NGN', email: body.email.toLowerCase(), callback_url: body.callback_url,
        metadata: body.metadata ?? null, plan: plan?.plan_code ?? null, access_code: randomBytes(8).toString('hex'),
        status: 'abandoned', gateway_response: 'The transaction was not completed', created_at: now(), paid_at: null, closed: false,
      };
      transactions.set(reference, transaction);
      byAccessCode.set(transaction.access_code, transaction);
      return ok('Authorization URL created', { access_code: transaction.access_code, reference });
    },

    verify(reference) {
      const transaction = transactions.get(reference);
      return transaction ? ok('Verification successful', transactionView(transaction)) : fail(400, 'Transaction reference not found');
    },

    checkout: (accessCode) => byAccessCode.get(accessCode),

    /** The checkout page's buttons: pay, fail or abandon. A checkout ends once. */
    complete(transaction, choice) {
      if (transaction.closed) return false;
      transaction.closed = true;
      if (choice === 'pay') {
        const customer = customerFor(transaction.email);
        transaction.authorization = {
          authorization_code: code('AUTH'), bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030', channel: 'card',
          card_type: 'visa', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true, signature: code('SIG'),
        };
        customer.authorizations.push(transaction.authorization);
        Object.assign(transaction, { status: 'success', gateway_response: 'Successful', paid_at: now() });
        balance += transaction.amount - feesFor(transaction.amount);
        notify('charge.success', transactionView(transaction));
        if (transaction.plan) subscribe(customer, plans.get(transaction.plan), transaction.authorization);
      } else if (choice === 'fail') {
        Object.assign(transaction, { status: 'failed', gateway_response: 'Declined' });
      }
      return true;
    },

    banks(query) {
      const country = (query.get('country') ?? 'nigeria').toLowerCase();
      const all = country === 'nigeria' ? NIGERIAN_BANKS : [];
      const perPage = Math.min(Number(query.get('perPage')) || 50, maxPerPage);
      if (query.get('use_cursor') === 'true') {
        const start = query.get('next') ? Number(Buffer.from(query.get('next'), 'base64url').toString()) || 0 : 0;
        const end = start + perPage;
        const next = end < all.length ? Buffer.from(String(end)).toString('base64url') : null;
        const previous = start > 0 ? Buffer.from(String(Math.max(0, start - perPage))).toString('base64url') : null;
        return ok('Banks retrieved', all.slice(start, end), 200, { next, previous, perPage });
      }
      const page = Math.max(1, Number(query.get('page')) || 1);
      return ok('Banks retrieved', all.slice((page - 1) * perPage, page * perPage), 200, {
        total: all.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(all.length / perPage),
      });
    },

    resolve(query) {
      const accountNumber = query.get('account_number');
      const bankCode = query.get('bank_code');
      if (!resolves(accountNumber, bankCode)) return fail(422, UNRESOLVED);
      return ok('Account number resolved', { account_number: accountNumber, account_name: accountName(accountNumber), bank_id: bankByCode(bankCode).id });
    },

    createRecipient(body) {
      if (body.type !== 'nuban') return fail(400, 'Recipient type is invalid');
      if (typeof body.name !== 'string' || !body.name.trim()) return fail(400, 'Name is required');
      if ((body.currency ?? 'NGN') !== 'NGN') return fail(400, 'Currency not supported for recipient type');
      if (!resolves(body.account_number, body.bank_code)) return fail(422, UNRESOLVED);
      const key = `${body.bank_code}/${body.account_number}`;
      if (!recipients.has(key)) {
        const bank = bankByCode(body.bank_code);
        recipients.set(key, {
          active: true, createdAt: now(), currency: 'NGN', domain: 'test', id: nextId++, name: body.name.trim(),
          recipient_code: code('RCP'), type: 'nuban', is_deleted: false,
          details: { authorization_code: null, account_number: body.account_number, account_name: accountName(body.account_number), bank_code: bank.code, bank_name: bank.name },
        });
      }
      return ok('Transfer recipient created successfully', recipients.get(key), 201);
    },

    transfer(body) {
      if (body.source !== 'balance') return fail(400, 'Invalid transfer source');
      const amount = kobo(body.amount);
      if (!amount) return fail(400, 'Invalid amount');
      const recipient = [...recipients.values()].find((r) => r.recipient_code === body.recipient);
      if (!recipient) return fail(400, 'Recipient specified is invalid');
      if (typeof body.reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(body.reference)) {
        return fail(400, 'Invalid reference: use 16 to 50 lowercase letters, digits, - or _');
      }
      if (transfers.has(body.reference)) return fail(400, 'Duplicate Transfer Reference');
      if (amount > balance) return fail(400, 'Your balance is not enough to fulfil this request');
      balance -= amount;
      const transfer = {
        amount, currency: 'NGN', domain: 'test', failures: null, id: nextId++, integration: 1, reason: body.reason ?? null,
        reference: body.reference, source: 'balance', source_details: null, status: 'pending', titan_code: null,
        transfer_code: code('TRF'), transferred_at: null, recipient, createdAt: now(), updatedAt: now(),
      };
      transfers.set(transfer.reference, transfer);
      later(() => {
        const account = recipient.details.account_number;
        const status = account === LOCAL_PAYSTACK_ACCOUNTS.transferFails ? 'failed'
          : account === LOCAL_PAYSTACK_ACCOUNTS.transferReversed ? 'reversed' : 'success';
        if (status !== 'success') balance += amount;
        Object.assign(transfer, { status, updatedAt: now(), transferred_at: status === 'success' ? now() : null });
        notify(`transfer.${status}`, { ...transfer });
      });
      return ok('Transfer has been queued', { ...transfer, recipient: recipient.id });
    },

    verifyTransfer(reference) {
      const transfer = transfers.get(reference);
      return transfer ? ok('Transfer retrieved', { ...transfer }) : fail(404, 'Transfer not found');
    },

    refund(body) {
      if (body.transaction === undefined || body.transaction === null || body.transaction === '') return fail(400, 'Transaction reference or id is required');
      const transaction = [...transactions.values()].find((t) => t.reference === String(body.transaction) || t.id === Number(body.transaction));
      if (!transaction) return fail(404, 'Transaction not found');
      if (transaction.status !== 'success') return fail(400, 'Cannot refund a transaction that was not successful');
      const refunded = transaction.refundedKobo ?? 0;
      if (refunded === transaction.amount) return fail(400, 'Transaction has been fully reversed');
      const amount = body.amount === undefined ? transaction.amount - refunded : kobo(body.amount);
      if (!amount) return fail(400, 'Invalid amount');
      if (amount > transaction.amount - refunded) return fail(400, 'Refund amount cannot be more than the amount left to refund');
      transaction.refundedKobo = refunded + amount;
      const refund = {
        transaction: transaction.id, integration: 1, dispute: null, settlement: null, domain: 'test', amount, deducted_amount: 0,
        fully_deducted: false, currency: 'NGN', channel: null, status: 'pending', refunded_by: 'trail', refunded_at: null,
        expected_at: new Date(Date.now() + 86_400_000).toISOString(), merchant_note: body.merchant_note ?? null,
        customer_note: body.customer_note ?? null, id: nextId++, createdAt: now(), updatedAt: now(),
      };
      refunds.set(refund.id, refund);
      const outcome = refundOutcome();
      // Like Paystack, the outcome arrives later as a signed refund.processed (or refund.failed) webhook.
      later(() => {
        if (outcome === 'failed') transaction.refundedKobo -= amount;
        Object.assign(refund, { status: outcome, updatedAt: now(), refunded_at: outcome === 'processed' ? now() : null });
        notify(`refund.${outcome}`, {
          status: outcome, transaction_reference: transaction.reference, refund_reference: code('RFD'), amount, currency: 'NGN',
          processor: 'local', customer: customerView(customerFor(transaction.email)), integration: 1, domain: 'test', id: refund.id,
        });
      });
      const { transaction: _id, ...rest } = refund;
      return ok('Refund has been queued for processing', {
        ...rest, transaction: { id: transaction.id, reference: transaction.reference, amount: transaction.amount, currency: 'NGN' },
      });
    },

    /** GET /refund: `transaction` is the transaction's id (not its reference), as Paystack documents. */
    listRefunds(query) {
      const transaction = query.get('transaction');
      const all = [...refunds.values()].filter((r) => transaction === null || String(r.transaction) === transaction).reverse();
      const perPage = Math.min(Number(query.get('perPage')) || 50, maxPerPage);
      const page = Math.max(1, Number(query.get('page')) || 1);
      return ok('Refunds retrieved', all.slice((page - 1) * perPage, page * perPage).map((r) => ({ ...r })), 200, {
        total: all.length, skipped: (page - 1) * perPage, perPage, page, pageCount: Math.ceil(all.length / perPage),
      });
    },

    fetchRefund(id) {
      const refund = refunds.get(Number(id));
      return refund ? ok('Refund retrieved', { ...refund }) : fail(404, 'Refund not found');
    },

    createPlan(body) {
      if (typeof body.name !== 'string' || !body.name.trim()) return fail(400, 'Plan name is required');
      const amount = kobo(body.amount);
      if (!amount) return fail(400, 'Invalid Amount Sent');
      if (!INTERVALS.includes(body.interval)) return fail(400, `Interval must be one of ${INTERVALS.join(', ')}`);
      const plan = {
        name: body.name.trim(), amount, interval: body.interval, integration: 1, domain: 'test', plan_code: code('PLN'),
        description: body.description ?? null, send_invoices: true, send_sms: true, hosted_page: false, currency: 'NGN',
        id: nextId++, createdAt: now(), updatedAt: now(),
      };
      plans.set(plan.plan_code, plan);
      return ok('Plan created', plan, 201);
    },

    listPlans: () => ok('Plans retrieved', [...plans.values()], 200, { total: plans.size, skipped: 0, perPage: 50, page: 1, pageCount: 1 }),

    fetchPlan(idOrCode) {
      const plan = plans.get(idOrCode) ?? [...plans.values()].find((p) => String(p.id) === idOrCode);
      return plan ? ok('Plan retrieved', plan) : fail(404, 'Plan not found');
    },

    createSubscription(body) {
      const customer = [...customers.values()].find((c) => c.email === body.customer || c.customer_code === body.customer);
      if (!customer) return fail(400, 'Customer not found');
      const plan = plans.get(body.plan);
      if (!plan) return fail(400, 'Plan not found');
      const authorization = body.authorization
        ? customer.authorizations.find((a) => a.authorization_code === body.authorization)
        : customer.authorizations.at(-1);
      if (!authorization) return fail(400, 'This customer has no saved authorizations');
      const subscription = subscribe(customer, plan, authorization);
      return ok('Subscription successfully created', { ...subscriptionView(subscription), customer: customer.id, plan: plan.id });
    },

    fetchSubscription(idOrCode) {
      const subscription = subscriptions.get(idOrCode) ?? [...subscriptions.values()].find((s) => String(s.id) === idOrCode);
      return subscription ? ok('Subscription retrieved successfully', subscriptionView(subscription)) : fail(404, 'Subscription not found');
    },

    /**
     * Local only: the day a subscription falls due. `success` charges the saved card under a new reference
     * (charge.success naming the plan, as Paystack's renewals do, then invoice.update); `failed` sends
     * invoice.payment_failed and leaves the subscription needing attention.
     */
    renew(subscriptionCode, outcome) {
      const subscription = subscriptions.get(subscriptionCode);
      if (!subscription) return fail(404, 'Subscription not found');
      if (!['active', 'attention'].includes(subscription.status)) return fail(400, 'Subscription is not active');
      if (!['success', 'failed'].includes(outcome)) return fail(400, 'outcome must be success or failed');
      const plan = plans.get(subscription.plan);
      const periodStart = subscription.next_payment_date;
      const periodEnd = new Date(Date.parse(periodStart) + 30 * 86_400_000).toISOString();
      const invoice = {
        domain: 'test', invoice_code: code('INV'), amount: plan.amount, period_start: periodStart, period_end: periodEnd,
        status: outcome === 'success' ? 'success' : 'failed', paid: outcome === 'success', paid_at: outcome === 'success' ? now() : null,
        description: null, authorization: subscription.authorization, subscription: { ...subscriptionView(subscription), plan: undefined, customer: undefined },
        customer: customerView(customerFor(subscription.customerEmail)), plan: planView(plan), created_at: now(),
      };
      if (outcome === 'failed') {
        subscription.status = 'attention';
        notify('invoice.payment_failed', { ...invoice, transaction: {} });
        return ok('Renewal failed', { invoice_code: invoice.invoice_code });
      }
      const transaction = {
        id: nextId++, reference: randomBytes(8).toString('hex'), amount: plan.amount, currency: 'NGN', email: subscription.customerEmail,
        callback_url: undefined, metadata: null, plan: plan.plan_code, access_code: randomBytes(8).toString('hex'), status: 'success',
        gateway_response: 'Approved', created_at: now(), paid_at: now(), closed: true, authorization: subscription.authorization,
      };
      transactions.set(transaction.reference, transaction);
      balance += transaction.amount - feesFor(transaction.amount);
      Object.assign(subscription, { status: 'active', next_payment_date: periodEnd });
      // A renewal's charge.success carries the plan as an object, not a code.
      notify('charge.success', { ...transactionView(transaction), plan: planView(plan) });
      notify('invoice.update', { ...invoice, transaction: { reference: transaction.reference, status: 'success', amount: transaction.amount, currency: 'NGN' } });
      return ok('Renewal charged', { reference: transaction.reference, invoice_code: invoice.invoice_code });
    },

    /** GET /subscription/:code/manage/link: the page where the customer replaces the card (the server adds its address). */
    manageLink(subscriptionCode) {
      const subscription = subscriptions.get(subscriptionCode);
      return subscription ? ok('Link generated', { link: `/manage/subscriptions/${subscription.subscription_code}` }) : fail(404, 'Subscription not found');
    },

    subscription: (subscriptionCode) => subscriptions.get(subscriptionCode),

    /** The manage page's button: a new card, good for four more years, now charged by the subscription. */
    replaceCard(subscription) {
      const year = new Date().getUTCFullYear() + 4;
      const card = { ...subscription.authorization, authorization_code: code('AUTH'), last4: '4242', exp_month: '12', exp_year: String(year), signature: code('SIG') };
      customerFor(subscription.customerEmail).authorizations.push(card);
      subscription.authorization = card;
      return card;
    },

    /**
     * Local only: the card a subscription charges expires this month, and Paystack says so in its monthly
     * subscription.expiring_cards list (POST /_local/subscription/:code/expiring-card).
     */
    expireCard(subscriptionCode) {
      const subscription = subscriptions.get(subscriptionCode);
      if (!subscription) return fail(404, 'Subscription not found');
      const today = new Date();
      const card = { ...subscription.authorization, exp_month: String(today.getUTCMonth() + 1).padStart(2, '0'), exp_year: String(today.getUTCFullYear()) };
      subscription.authorization = card;
      const plan = plans.get(subscription.plan);
      notify('subscription.expiring_cards', [{
        expiry_date: `${card.exp_month}/${card.exp_year}`, description: `${card.brand} ending with ${card.last4}`, brand: card.brand,
        subscription: {
          id: subscription.id, subscription_code: subscription.subscription_code, amount: subscription.amount, next_payment_date: subscription.next_payment_date,
          plan: { interval: plan.interval, id: plan.id, name: plan.name, plan_code: plan.plan_code },
        },
        customer: customerView(customerFor(subscription.customerEmail)),
      }]);
      return ok('Expiring card sent', { expiry_date: `${card.exp_month}/${card.exp_year}` });
    },

    disableSubscription(body) {
      const subscription = subscriptions.get(body.code);
      if (!subscription || subscription.email_token !== body.token || !['active', 'attention'].includes(subscription.status)) {
        return fail(400, 'Subscription with code not found or already inactive');
      }
      subscription.status = 'cancelled';
      notify('subscription.disable', subscriptionView(subscription));
      return ok('Subscription disabled successfully', undefined);
    },

    balance: () => balance,
  };
}

export class PaystackNotConfiguredError extends Error {
  override readonly name = 'PaystackNotConfiguredError';
  constructor() {
    super('Payments are not configured');
  }
}

/** Paystack answered and refused the request (status false): `message` is Paystack's own. */
export class PaystackRequestError extends Error {
  override readonly name = 'PaystackRequestError';
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

/** Paystack could not be reached, timed out, failed on its side (5xx) or answered something unreadable. */
export class PaystackUnavailableError extends Error {
  override readonly name = 'PaystackUnavailableError';
  constructor() {
    super('Paystack could not be reached. Please try again.');
  }
}

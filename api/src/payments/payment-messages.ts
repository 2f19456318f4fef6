/** The payments module's answers that more than one of its services gives. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';
export const PAYSTACK_UNREACHABLE = 'Paystack could not be reached. Please try again.';

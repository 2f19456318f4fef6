import { BadGatewayException, type HttpException, ServiceUnavailableException } from '@nestjs/common';
import { PaystackNotConfiguredError } from '../integrations/paystack';

/** The payments module's answers that more than one of its services gives. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured';
export const PAYSTACK_UNREACHABLE = 'Paystack could not be reached. Please try again.';

/**
 * A failed Paystack call as the API answers it: not configured → 503; refused or unreachable → 502,
 * because a refusal means Trail's key or request is wrong, not the caller's.
 */
export function paystackFailure(error: unknown): HttpException {
  if (error instanceof PaystackNotConfiguredError) return new ServiceUnavailableException(PAYMENTS_NOT_CONFIGURED);
  return new BadGatewayException(PAYSTACK_UNREACHABLE);
}

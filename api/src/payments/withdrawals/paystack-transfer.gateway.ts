import { Injectable } from '@nestjs/common';
import { PaystackClient, PaystackRequestError, type PaystackTransferStatus } from '../../integrations/paystack';
import type { TransferGateway, TransferRequest, TransferState } from './transfer-gateway';

/** Paystack's transfer statuses in the withdrawal's words; 'otp' and 'received' still await an outcome. */
function stateOf(status: PaystackTransferStatus): TransferState {
  if (status === 'success' || status === 'failed' || status === 'reversed') return status;
  return 'pending';
}

@Injectable()
export class PaystackTransferGateway implements TransferGateway {
  constructor(private readonly paystack: PaystackClient) {}

  async transfer(request: TransferRequest) {
    const transfer = await this.paystack.transfer(request);
    return { transferCode: transfer.transferCode, state: stateOf(transfer.status) };
  }

  async transferState(reference: string): Promise<TransferState | null> {
    try {
      return stateOf((await this.paystack.verifyTransfer(reference)).status);
    } catch (error) {
      if (error instanceof PaystackRequestError && error.httpStatus === 404) return null;
      throw error;
    }
  }
}

/** What a withdrawal needs from a payment provider; the Paystack adapter implements it. */
export interface TransferRequest {
  reference: string;
  amountKobo: number;
  recipientCode: string;
  reason: string;
}

export type TransferState = 'pending' | 'success' | 'failed' | 'reversed';

export interface TransferGateway {
  /** Sends money to a recipient. The provider refuses a reference it has seen before. */
  transfer(request: TransferRequest): Promise<{ transferCode: string; state: TransferState }>;
  /** The provider's word on a reference; null when it never received that transfer. */
  transferState(reference: string): Promise<TransferState | null>;
}

export const TRANSFER_GATEWAY = Symbol('TransferGateway');

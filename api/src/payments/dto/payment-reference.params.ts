import { Matches } from 'class-validator';

export class PaymentReferenceParams {
  /** Trail's own references only (checkout.service.ts): anything else cannot be a Trail payment. */
  @Matches(/^trl-[0-9a-f]{24}$/, { message: 'That is not a Trail payment reference' })
  reference: string;
}

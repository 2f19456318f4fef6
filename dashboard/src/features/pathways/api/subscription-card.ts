import { useMutation } from '@tanstack/react-query';
import type { SubscriptionCardLink } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { openCheckout } from '@/lib/open-checkout';

/** POST /payments/subscription/:fieldId/card: Paystack's page where the learner replaces the Pay Monthly card. */
export const subscriptionCardLink = (fieldId: string) =>
  api.post<SubscriptionCardLink>(`/payments/subscription/${encodeURIComponent(fieldId)}/card`);

/** Sends the learner to Paystack's card page; the warning goes once Paystack holds the new card. */
export function useChangeCard() {
  return useMutation({
    mutationFn: subscriptionCardLink,
    onSuccess: ({ link }) => openCheckout(link),
  });
}

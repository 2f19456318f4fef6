import { PageSkeleton } from '@/components/ui/page-skeleton';
import { usePathwayPayment } from '@/features/pathways/api/get-pathway-payment';
import { PathwayPaymentOutcomeView } from '@/features/pathways/components/pathway-payment-outcome';

/** The signed-in part of /pathway/paid: asks the API (which asks Paystack) what became of the payment. */
export function PathwayPaidOutcome({ reference }: { reference: string }) {
  const outcome = usePathwayPayment(reference);
  if (outcome.error) return <p role="alert">{outcome.error.message}</p>;
  if (!outcome.data) return <PageSkeleton />;
  return <PathwayPaymentOutcomeView outcome={outcome.data} onCheckAgain={() => void outcome.refetch()} />;
}

import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useBookingOutcome } from '@/features/meetings/api/get-booking-outcome';
import { BookingOutcomeView } from '@/features/meetings/components/booking-outcome-view';

/** The signed-in part of /mentor/booked: asks the API (which asks Paystack) what became of the payment. */
export function BookedOutcome({ reference }: { reference: string }) {
  const outcome = useBookingOutcome(reference);
  if (outcome.error) return <p role="alert">{outcome.error.message}</p>;
  if (!outcome.data) return <PageSkeleton />;
  return <BookingOutcomeView outcome={outcome.data} onCheckAgain={() => void outcome.refetch()} />;
}

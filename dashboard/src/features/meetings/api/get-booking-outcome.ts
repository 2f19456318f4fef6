import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOutcome } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { meetingQueryKeys } from './meeting-query-keys';

/** How often, and how many times, the return page asks again while Paystack's answer is still pending. */
export const BOOKING_POLL_MS = 2_000;
export const BOOKING_POLL_TRIES = 5;

export const getBookingOutcome = (reference: string, signal?: AbortSignal) =>
  api.get<BookingOutcome>(`/meetings/booking/${encodeURIComponent(reference)}`, { signal });

export const bookingOutcomeQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: meetingQueryKeys.booking(reference),
    queryFn: ({ signal }) => getBookingOutcome(reference, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < BOOKING_POLL_TRIES ? BOOKING_POLL_MS : false,
  });

export const useBookingOutcome = (reference: string) => useQuery({ ...bookingOutcomeQueryOptions(reference), enabled: reference !== '' });

import type { MessageResponse, ParentalAgreementRequest, ParentalDecision } from '@trail/shared';
import { api } from '@/lib/api/api-client';
import { useSubmit } from '@/lib/api/use-submit';

const readRequest = (token: string) => api.get<ParentalAgreementRequest>(`/auth/parental-agreement/${encodeURIComponent(token)}`);
const decide = ({ token, decision }: { token: string; decision: ParentalDecision }) =>
  api.post<MessageResponse>(`/auth/parental-agreement/${encodeURIComponent(token)}`, { decision });

/** What the parent's link asks about: the learner's first name and when the link stops working. */
export const useParentalAgreementRequest = () => useSubmit(readRequest);

/** The parent's answer; the API spends the link with it. */
export const useParentalDecision = () => useSubmit(decide);

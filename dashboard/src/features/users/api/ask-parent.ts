import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ParentEmailBody } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const askParent = (body: ParentEmailBody) => api.post<MessageResponse>('/auth/parental-agreement', body);

/** Mails a (new) link to the learner's parent or guardian; the account shows whom it waits for. */
export function useAskParent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: askParent, onSuccess: () => queryClient.invalidateQueries() });
}

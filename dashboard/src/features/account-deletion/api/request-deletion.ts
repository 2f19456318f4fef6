import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionBody, AccountDeletionResponse } from '@trail/shared';
import { api } from '@/lib/api/api-client';

const requestDeletion = (body: AccountDeletionBody) => api.post<AccountDeletionResponse>('/users/me/deletion', body);

/** Asks for the account's deletion after the grace period; the API ends every session at once. */
export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });

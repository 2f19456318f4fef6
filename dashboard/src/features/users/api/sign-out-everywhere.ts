import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

const signOutEverywhere = () => api.post<void>('/auth/logout');

/** Ends every session of the account (this browser, other devices, the extension). */
export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });

import { useCallback, useRef, useState } from 'react';

interface SubmitState<TResult> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: TResult;
  error: Error | null;
}

export interface Submit<TArgs, TResult> {
  mutate: (args: TArgs, options?: { onSuccess?: (result: TResult) => void }) => void;
  reset: () => void;
  isPending: boolean;
  isSuccess: boolean;
  data?: TResult;
  error: Error | null;
}

/**
 * A form's one request: pending, success or the error to show. The sign-in pages use it instead of
 * React Query so they load without it (decision 0013); the shape matches a React Query mutation.
 */
export function useSubmit<TArgs, TResult>(
  request: (args: TArgs) => Promise<TResult>,
  onSuccess?: (result: TResult) => void,
): Submit<TArgs, TResult> {
  const [state, setState] = useState<SubmitState<TResult>>({ status: 'idle', error: null });
  const latest = useRef(0);

  const mutate = useCallback<Submit<TArgs, TResult>['mutate']>(
    (args, options) => {
      const call = ++latest.current;
      setState({ status: 'pending', error: null });
      request(args).then(
        (result) => {
          if (call !== latest.current) return;
          onSuccess?.(result);
          setState({ status: 'success', data: result, error: null });
          options?.onSuccess?.(result);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    },
    [request, onSuccess],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle', error: null });
  }, []);

  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    data: state.data,
    error: state.error,
  };
}

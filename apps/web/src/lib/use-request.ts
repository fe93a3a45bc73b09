import { useCallback, useState } from 'react';

type RequestState = { isPending: boolean; error: Error | null };

/**
 * useMutation's shape (`mutate`, `isPending`, `error`) for a screen that paints before the query library
 * loads (the login page): the error of the last call is kept until the next call starts.
 */
export function useRequest<Input, Reply>(send: (input: Input) => Promise<Reply>) {
  const [state, setState] = useState<RequestState>({ isPending: false, error: null });
  const mutate = useCallback(
    (input: Input, options?: { onSuccess?: (reply: Reply) => void }) => {
      setState({ isPending: true, error: null });
      send(input).then(
        (reply) => {
          setState({ isPending: false, error: null });
          options?.onSuccess?.(reply);
        },
        (error: unknown) =>
          setState({ isPending: false, error: error instanceof Error ? error : new Error(String(error)) }),
      );
    },
    [send],
  );
  return { ...state, mutate };
}

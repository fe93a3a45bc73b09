import { QueryClient } from '@tanstack/react-query';
import { isRejection } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal will not change on retry; a dropped connection might.
        retry: (failureCount, error) => !isRejection(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

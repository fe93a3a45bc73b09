import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { onUnauthorized } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { meQueryKey } from '../lib/session';
import { ToastProvider } from '../ui/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  // Any other call refused with 401 means the session is gone: re-run the session check, whose
  // failure sends protected pages back to /.
  useEffect(
    () =>
      onUnauthorized((_error, path) => {
        if (path !== '/api/student/me') void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <BrowserRouter>{children}</BrowserRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

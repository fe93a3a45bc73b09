import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../ui/spinner';
import { onUnauthorized } from './api-client';
import { useSession } from './auth';
import { createQueryClient } from './query-client';
import { meQueryKey, onSessionStarted } from './session';

/**
 * The page's one query cache, with the query library: loaded lazily by the first screen that reads the API
 * through it, so the login page paints without either (npm run bench:web).
 */
export const queryClient = createQueryClient();

// Any other call refused with 401 means the session is gone: re-run the session check, whose
// failure sends protected pages back to /.
onUnauthorized((_error, path) => {
  if (path !== '/api/student/me') void queryClient.invalidateQueries({ queryKey: meQueryKey });
});
// a new sign-in: the session check runs again rather than answer from the last one
onSessionStarted(() => void queryClient.resetQueries({ queryKey: meQueryKey }));

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The layout route around every page but the login page. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

function SessionCheck({ to, children }: { to: string; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in') return <Navigate to={to} replace />;
  return children;
}

/** The login page in a browser that holds a token: a student still signed in goes on to `to`. */
export function SignedInRedirect({ to, children }: { to: string; children: ReactNode }) {
  return (
    <QueryProvider>
      <SessionCheck to={to}>{children}</SessionCheck>
    </QueryProvider>
  );
}

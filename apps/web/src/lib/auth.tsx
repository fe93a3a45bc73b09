import type { MessageReply } from '@placement/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../ui/spinner';
import { apiRequest, getToken } from './api-client';
import { getMe, hasInviteLink, meQueryKey, type Student } from './session';

export type SessionState =
  | { status: 'loading' }
  | { status: 'logged-out'; error: Error | null }
  | { status: 'logged-in'; student: Student };

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe, retry: false, staleTime: 60_000 });
}

/** The session check: GET /api/student/me when a token is stored. */
export function useSession(): SessionState {
  const hasToken = Boolean(getToken());
  const me = useQuery({ ...meQueryOptions(), enabled: hasToken });
  if (!hasToken) return { status: 'logged-out', error: null };
  if (me.data) return { status: 'logged-in', student: me.data };
  if (me.isError) return { status: 'logged-out', error: me.error };
  return { status: 'loading' };
}

/** The current student inside a `RequireStudent` tree. */
export function useStudent(): Student {
  const session = useSession();
  if (session.status !== 'logged-in') throw new Error('useStudent used outside RequireStudent');
  return session.student;
}

type RequireStudentProps = {
  children: ReactNode;
  /** Shown instead of redirecting to / when logged out (e.g. the login screen on /student/test/{id}). */
  whenLoggedOut?: ReactNode;
};

export function RequireStudent({ children, whenLoggedOut }: RequireStudentProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in') return children;
  if (whenLoggedOut) return whenLoggedOut;
  // SPEC §4: logged out goes to /, unless the address carries an invite, which belongs to registration.
  if (hasInviteLink(location.search)) return <Navigate to={`/student${location.search}`} replace />;
  return <Navigate to="/" replace />;
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest<MessageReply>('/api/student/logout'),
    // SPEC §4: logout clears all local storage; a logout error also ends at /.
    onSettled: () => {
      localStorage.clear();
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
}

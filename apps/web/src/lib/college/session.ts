import type { AuthReply, LoginBody, SessionUser as StaffUser } from '@placement/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearCollegeToken, collegeRequest, getCollegeToken, setCollegeToken } from './client';

export const staffMeKey = ['college', 'me'] as const;

export function staffMeQueryOptions() {
  return queryOptions({
    queryKey: staffMeKey,
    queryFn: () => collegeRequest<{ user: StaffUser }>('/api/college/me').then((r) => r.user),
    retry: false,
    staleTime: 60_000,
  });
}

export type StaffSession =
  | { status: 'loading' }
  | { status: 'logged-out' }
  | { status: 'logged-in'; user: StaffUser };

/** The staff session check: GET /api/college/me when a college token is stored. */
export function useStaffSession(): StaffSession {
  const hasToken = Boolean(getCollegeToken());
  const me = useQuery({ ...staffMeQueryOptions(), enabled: hasToken });
  if (!hasToken) return { status: 'logged-out' };
  if (me.data) return { status: 'logged-in', user: me.data };
  if (me.isError) return { status: 'logged-out' };
  return { status: 'loading' };
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      collegeRequest<AuthReply>('/api/college/login', { method: 'POST', body, auth: false }),
    onSuccess: (reply) => {
      queryClient.removeQueries({ queryKey: ['college'] });
      setCollegeToken(reply.token);
      // a session still waiting for its second factor is not signed in yet
      if (reply.user.secondFactorDone) queryClient.setQueryData(staffMeKey, reply.user);
    },
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => collegeRequest('/api/college/logout'),
    // Only the staff session ends: a student signed in in the same browser stays signed in.
    onSettled: () => {
      clearCollegeToken();
      queryClient.removeQueries({ queryKey: ['college'] });
      navigate('/college/login', { replace: true });
    },
  });
}

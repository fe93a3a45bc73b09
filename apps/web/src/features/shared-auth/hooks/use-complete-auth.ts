import type { AuthReply } from '@placement/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setToken } from '../../../lib/api-client';
import { pathAfterAuth, sessionStarted } from '../../../lib/session';

export const DASHBOARD_PATH = '/student/dashboard';

export type SecondFactorState = { returnTo?: string } | null;

/** Stores the session token and routes by authType (SPEC §4). */
export function useCompleteAuth() {
  const navigate = useNavigate();
  return useCallback(
    (reply: AuthReply, loggedInPath: string) => {
      setToken(reply.token);
      sessionStarted();
      const target = pathAfterAuth(reply.user, loggedInPath);
      const state: SecondFactorState = target === loggedInPath ? null : { returnTo: loggedInPath };
      navigate(target, { replace: true, state });
    },
    [navigate],
  );
}

/** Where a second-factor page sends the user once the code was accepted. */
export function useAfterSecondFactor() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as SecondFactorState)?.returnTo;
  return useCallback(() => {
    sessionStarted();
    // SPEC §2: /student/dashboard after the check, unless the user was headed to a test.
    const target = returnTo?.startsWith('/student/test/') ? returnTo : DASHBOARD_PATH;
    navigate(target, { replace: true });
  }, [navigate, returnTo]);
}

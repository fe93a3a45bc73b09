import type { AuthReply } from '@placement/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type GooglePurpose, takeGoogleRedirect } from '../../../lib/google-oauth';
import { useToast } from '../../../ui/toast';

/**
 * Finishes Google's implicit flow on the page it returned to: hands the access token to `exchange`.
 * Failure: SPEC §8, show the message and go to /student.
 */
export function useGoogleRedirect(
  purpose: GooglePurpose,
  exchange: (accessToken: string, search: string) => Promise<AuthReply>,
  onSuccess: (reply: AuthReply) => void,
): boolean {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once per page load
  useEffect(() => {
    const redirect = takeGoogleRedirect();
    if (!redirect || redirect.purpose !== purpose) return;
    if (!redirect.ok) {
      toast(redirect.message, 'error');
      navigate('/student', { replace: true });
      return;
    }
    setBusy(true);
    exchange(redirect.accessToken, redirect.search)
      .then(onSuccess)
      .catch((error: unknown) => {
        toast(error instanceof Error ? error.message : 'Google sign-in failed', 'error');
        navigate('/student', { replace: true });
      })
      .finally(() => setBusy(false));
  }, []);

  return busy;
}

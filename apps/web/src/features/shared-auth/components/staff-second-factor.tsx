import { type AuthReply, type AuthType, authMessages, type QrReply } from '@placement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { OneTimeCodeForm } from './one-time-code-form';

/** A request with a staff portal's own token (collegeRequest, companyClient.request, adminClient.request). */
export type StaffRequest = <T>(
  path: string,
  options?: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown },
) => Promise<T>;

/**
 * The second step of a staff sign-in, the student's machinery for another portal: an authenticator code (set up
 * here the first time) or a texted code. `onDone` runs once the server accepted it.
 */
export function StaffSecondFactor({
  api,
  request,
  authType,
  onDone,
}: {
  api: string;
  request: StaffRequest;
  authType: Exclude<AuthType, 'default'>;
  onDone: () => void;
}) {
  const [qr, setQr] = useState<QrReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  useEffect(() => {
    if (authType !== 'qr') return;
    request<QrReply>(`${api}/qr`)
      .then(setQr)
      .catch((error: Error) => setProblem(error.message));
  }, [api, authType, request]);

  const verify = async (code: string) => {
    try {
      if (authType === 'qr') {
        await request(`${api}/qr`, {
          method: 'POST',
          body: { secret: qr?.secret ?? undefined, token: code },
        });
      } else {
        await request(`${api}/otp/verify`, { method: 'POST', body: { code } });
      }
    } catch (error) {
      throw new Error(authType === 'qr' ? authMessages.invalidToken : (error as Error).message);
    }
    onDone();
  };

  return (
    <section aria-labelledby="second-factor-heading" className="space-y-5">
      <h2 id="second-factor-heading" className="text-lg font-semibold text-slate-900">
        Two-step verification
      </h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      {authType === 'qr' && !qr && !problem && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Preparing…
        </p>
      )}
      {qr?.secret && (
        <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <p>
            Scan this code with an authenticator app (Google Authenticator or any other), or type the key.
          </p>
          {qr.qr && (
            <img
              src={qr.qr}
              alt="QR code to add Placement to your authenticator app"
              className="size-40 rounded-lg bg-white p-2"
            />
          )}
          <code data-testid="totp-secret" className="block break-all rounded-md bg-white px-3 py-2 font-mono">
            {qr.secret.base32}
          </code>
        </div>
      )}
      {(authType === 'otp' || qr) && (
        <OneTimeCodeForm
          label={authType === 'qr' ? 'Code from your authenticator app' : 'Code we texted to your phone'}
          verify={verify}
        />
      )}
      {authType === 'otp' && (
        <div className="space-y-2 text-sm">
          <Button
            variant="secondary"
            onClick={() =>
              request<{ message: string }>(`${api}/otp/send`, { method: 'POST' })
                .then((reply) => setResent(reply.message))
                .catch((error: Error) => setProblem(error.message))
            }
          >
            Resend code
          </Button>
          {resent && <Alert tone="success">{resent}</Alert>}
        </div>
      )}
    </section>
  );
}

/**
 * What follows a staff member's accepted password: their portal's `home`, or first the second factor, which
 * `secondFactor` renders (null until then). `meKey` is the portal's session query, refreshed once signed in.
 */
export function useStaffSignIn({
  api,
  request,
  meKey,
  home,
}: {
  api: string;
  request: StaffRequest;
  meKey: readonly unknown[];
  home: string;
}): { afterPassword: (reply: AuthReply) => void; secondFactor: ReactNode } {
  const [factor, setFactor] = useState<Exclude<AuthType, 'default'> | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const afterPassword = (reply: AuthReply) => {
    const { authType, secondFactorDone } = reply.user;
    if (secondFactorDone || authType === 'default') navigate(home, { replace: true });
    else setFactor(authType);
  };
  const secondFactor = factor ? (
    <StaffSecondFactor
      api={api}
      request={request}
      authType={factor}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: meKey });
        navigate(home, { replace: true });
      }}
    />
  ) : null;
  return { afterPassword, secondFactor };
}

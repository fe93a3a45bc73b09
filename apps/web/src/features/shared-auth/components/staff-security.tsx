import type { AuthType } from '@placement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page-header';
import type { StaffRequest } from './staff-second-factor';

const choices: { type: AuthType; label: string; description: string }[] = [
  { type: 'default', label: 'Password only', description: 'Sign in with your password.' },
  {
    type: 'qr',
    label: 'Authenticator app',
    description: 'After your password, a code from an app on your phone. You set it up at your next sign-in.',
  },
  {
    type: 'otp',
    label: 'Text message',
    description: 'After your password, a code texted to the phone number on your account.',
  },
];

/** A staff member's choice of second factor (PUT /api/{role}/selectAuth), as students have in their settings. */
export function StaffSecurity({
  api,
  request,
  current,
  onChanged,
}: {
  api: string;
  request: StaffRequest;
  current: AuthType;
  onChanged: () => void;
}) {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<AuthType | null>(null);
  const choose = (type: AuthType) => {
    setBusy(type);
    request<{ message: string }>(`${api}/selectAuth`, { method: 'PUT', body: { type } })
      .then((reply) => {
        setResult({ tone: 'success', text: reply.message });
        onChanged();
      })
      .catch((error: Error) => setResult({ tone: 'error', text: error.message }))
      .finally(() => setBusy(null));
  };
  return (
    <section
      aria-labelledby="security-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="security-heading" className="text-base font-semibold text-slate-900">
        Two-step verification
      </h2>
      <ul className="mt-4 space-y-3">
        {choices.map((choice) => (
          <li key={choice.type} className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-sm font-medium text-slate-900">
                {choice.label}
                {choice.type === current && <span className="ml-2 text-xs text-brand-700">(in use)</span>}
              </p>
              <p className="text-sm text-slate-600">{choice.description}</p>
            </div>
            <Button
              variant="secondary"
              disabled={choice.type === current || busy !== null}
              loading={busy === choice.type}
              onClick={() => choose(choice.type)}
            >
              {choice.type === current ? 'In use' : `Use ${choice.label.toLowerCase()}`}
            </Button>
          </li>
        ))}
      </ul>
      {result && (
        <div className="mt-4">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      )}
    </section>
  );
}

type SecuritySession =
  | { status: 'loading' | 'logged-out' }
  | { status: 'logged-in'; user: { authType: AuthType } };

/** A portal's /{role}/security page: the heading and the choice, refreshing the portal's `me` query on a change. */
export function staffSecurityRoute({
  api,
  request,
  useSession,
  meKey,
}: {
  api: string;
  request: StaffRequest;
  useSession: () => SecuritySession;
  meKey: readonly string[];
}) {
  return function StaffSecurityRoute() {
    const session = useSession();
    const queryClient = useQueryClient();
    if (session.status !== 'logged-in') return null;
    return (
      <Page title="Security" description="How you sign in to Placement.">
        <StaffSecurity
          api={api}
          request={request}
          current={session.user.authType}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: meKey })}
        />
      </Page>
    );
  };
}

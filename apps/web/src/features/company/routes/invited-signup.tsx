import type { InvitationViewReply, InvitedSignupBody, SignupReply } from '@placement/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { draftFields } from '../../../lib/draft-fields';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { PasswordField } from '../../../ui/password-field';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';

const path = (token: string) => `/api/company/invitations/${encodeURIComponent(token)}`;

function SignupForm({ token, invitation }: { token: string; invitation: InvitationViewReply['invitation'] }) {
  const [form, setForm] = useState({
    organisationName: invitation.companyName,
    FirstName: invitation.contactName.split(' ')[0] ?? '',
    LastName: invitation.contactName.split(' ').slice(1).join(' '),
    Password: '',
  });
  const field = draftFields(form, (patch) => setForm((f) => ({ ...f, ...patch })));
  const signup = useMutation({
    mutationFn: (body: InvitedSignupBody) =>
      apiRequest<SignupReply>(`${path(token)}/signup`, { method: 'POST', auth: false, body }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signup.mutate({
      organisationName: form.organisationName.trim(),
      FirstName: form.FirstName.trim(),
      ...(form.LastName.trim() ? { LastName: form.LastName.trim() } : {}),
      Password: form.Password,
    });
  };
  if (signup.isSuccess) {
    return (
      <div className="mt-6 space-y-4">
        <Alert tone="success">{signup.data.message}</Alert>
        <Link to="/company/login" className="font-semibold text-brand-700 underline">
          Go to the company login
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-6 space-y-4">
      {signup.isError && <Alert tone="error">{signup.error.message}</Alert>}
      <TextField label="Email" value={invitation.email} readOnly />
      <TextField label="Company name" required minLength={2} maxLength={150} {...field('organisationName')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          maxLength={60}
          {...field('FirstName')}
        />
        <TextField label="Last name" autoComplete="family-name" maxLength={60} {...field('LastName')} />
      </div>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint="At least 8 characters"
        {...field('Password')}
      />
      <Button type="submit" className="w-full" loading={signup.isPending} disabled={signup.isPending}>
        Sign up
      </Button>
    </form>
  );
}

/** /company/signup/invited/:token: a college's single-use invitation to sign the company up. */
export function InvitedSignupRoute() {
  const { token = '' } = useParams();
  const invitation = useQuery({
    queryKey: ['company-invitation', token],
    queryFn: () => apiRequest<InvitationViewReply>(path(token), { auth: false }).then((r) => r.invitation),
    retry: false,
  });
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-5 py-10">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">Company sign-up</h1>
        {invitation.data ? (
          <>
            <p className="mt-2 text-sm text-slate-600">
              {invitation.data.college} invites your company to recruit its students. Your company is
              connected to the college as soon as you sign up.
            </p>
            <SignupForm token={token} invitation={invitation.data} />
          </>
        ) : invitation.isError ? (
          <div className="mt-6">
            <Alert tone="error">{invitation.error.message}</Alert>
          </div>
        ) : (
          <QueryState isPending={invitation.isPending} error={invitation.error} />
        )}
      </div>
    </main>
  );
}

import { authMessages } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { isRejection } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { EmailField } from '../components/email-field';
import { type Portal, studentPortal } from '../portal';

export function ForgotPasswordRoute({ portal = studentPortal }: { portal?: Portal }) {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword(portal);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    forgot.mutate(email.trim());
  };

  const failure = forgot.error
    ? isRejection(forgot.error)
      ? authMessages.invalidEmail
      : authMessages.somethingWrong
    : null;

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you registered with and we will send you a link to set a new password."
    >
      <form onSubmit={submit} className="space-y-5">
        {forgot.isSuccess && <Alert tone="success">{authMessages.resetLinkSent}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@college.edu" />
        <Button
          type="submit"
          className="w-full"
          loading={forgot.isPending}
          disabled={!email.trim() || forgot.isPending}
        >
          Send Link
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        Remembered it? <BackToLogin portal={portal} />
      </p>
    </AuthLayout>
  );
}

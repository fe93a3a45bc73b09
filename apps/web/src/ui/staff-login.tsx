import { authMessages } from '@placement/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isRejection } from '../lib/api-client';
import { Alert } from './alert';
import { Button } from './button';
import { Logo } from './logo';
import { PasswordField } from './password-field';
import { needsSignInCode, SignInCodeField } from './sign-in-code-field';
import { TextField } from './text-field';

/** The login screen of a staff portal (company, admin): the student login's look, another role. */
export function StaffLogin({
  title,
  description,
  tagline,
  pending,
  error,
  onSubmit,
  forgotPasswordPath,
  secondFactor,
  footer,
}: {
  title: string;
  description: string;
  tagline: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: { Email: string; Password: string; code?: string }) => void;
  forgotPasswordPath: string;
  /** shown instead of the form once the password was accepted and a second factor is due */
  secondFactor?: ReactNode;
  footer?: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeAsked = needsSignInCode(error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ Email: email.trim(), Password: password, ...(codeAsked && code ? { code } : {}) });
  };
  const shown = codeAsked
    ? null
    : error
      ? isRejection(error) && error.status === 401
        ? authMessages.invalidCredentials
        : error.message
      : null;
  return (
    <div className="grid min-h-dvh md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-brand-900 p-10 text-white md:flex">
        <Logo inverted />
        <p className="text-2xl font-semibold leading-snug">{tagline}</p>
      </aside>
      <main className="flex flex-col bg-white px-5 py-8 sm:px-10">
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-2 text-sm text-slate-600">{description}</p>
            {secondFactor ? (
              <div className="mt-8">{secondFactor}</div>
            ) : (
              <form onSubmit={submit} className="mt-8 space-y-5">
                {shown && <Alert tone="error">{shown}</Alert>}
                <TextField
                  label="Email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
                <PasswordField
                  label="Password"
                  name="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <div className="flex justify-end">
                  <Link
                    to={forgotPasswordPath}
                    className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    Forgot password?
                  </Link>
                </div>
                {error && codeAsked && <SignInCodeField error={error} value={code} onChange={setCode} />}
                <Button type="submit" className="w-full" loading={pending} disabled={pending}>
                  Login
                </Button>
              </form>
            )}
            {footer && <div className="mt-8 text-center text-sm text-slate-600">{footer}</div>}
          </div>
        </div>
        <footer className="text-center text-xs text-slate-600">
          <Link to="/terms&policies" className="rounded underline-offset-2 hover:underline">
            Terms &amp; Policies
          </Link>
          <span aria-hidden="true"> · </span>© {new Date().getFullYear()} Placement
        </footer>
      </main>
    </div>
  );
}

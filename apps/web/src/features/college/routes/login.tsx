import { messages } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isRejection } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Logo } from '../../../ui/logo';
import { PasswordField } from '../../../ui/password-field';
import { FullPageSpinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useStaffSignIn } from '../../auth/components/staff-second-factor';
import { staffMeKey, useStaffLogin, useStaffSession } from '../api/auth';
import { collegeRequest } from '../api/client';

/** `/college/login`: the student login's look, for college staff. */
export function CollegeLoginRoute() {
  const session = useStaffSession();
  const login = useStaffLogin();
  const signIn = useStaffSignIn({
    api: '/api/college',
    request: collegeRequest,
    meKey: staffMeKey,
    home: '/college/dashboard',
  });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess) return <Navigate to="/college/dashboard" replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ Email: email.trim(), Password: password }, { onSuccess: signIn.afterPassword });
  };
  // A refused login reads as the spec's message; the server's own text covers rate limits and the like.
  const error = login.error
    ? isRejection(login.error) && login.error.status === 401
      ? messages.invalidCredentials
      : login.error.message
    : null;

  return (
    <div className="grid min-h-dvh md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-brand-900 p-10 text-white md:flex">
        <Link to="/college/login" className="self-start rounded-lg">
          <Logo inverted />
        </Link>
        <div>
          <p className="text-2xl font-semibold leading-snug">Assess, shortlist and place your students.</p>
          <p className="mt-2 text-sm text-brand-100">
            Question banks, proctored assessments and results for your placement cell.
          </p>
        </div>
      </aside>
      <main className="flex flex-col bg-white px-5 py-8 sm:px-10">
        <div className="flex flex-1 items-center justify-center py-8">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">College login</h1>
            <p className="mt-2 text-sm text-slate-600">Log in to your college's Placement portal.</p>
            {signIn.secondFactor ? (
              <div className="mt-8">{signIn.secondFactor}</div>
            ) : (
              <form onSubmit={submit} className="mt-8 space-y-5">
                {error && <Alert tone="error">{error}</Alert>}
                <TextField
                  label="Email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="placements@college.edu"
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
                    to="/college/forgot-password"
                    className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    Forgot password?
                  </Link>
                </div>
                <Button type="submit" className="w-full" loading={login.isPending} disabled={login.isPending}>
                  Login
                </Button>
              </form>
            )}
            <p className="mt-8 text-center text-sm text-slate-600">
              New college?{' '}
              <Link
                to="/college/signup"
                className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                Sign up
              </Link>
              <span aria-hidden="true"> · </span>A student?{' '}
              <Link to="/" className="rounded font-medium text-brand-700 underline-offset-2 hover:underline">
                Student login
              </Link>
            </p>
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

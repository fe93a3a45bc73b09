import { lazy, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { getToken } from '../../../lib/api-client';
import { FullPageSpinner } from '../../../ui/spinner';
import { login, useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { DASHBOARD_PATH, useCompleteAuth } from '../hooks/use-complete-auth';
import { useGoogleRedirect } from '../hooks/use-google-redirect';

// the query library comes with it: only a browser that holds a token needs the session check before the form
const SignedInRedirect = lazy(() =>
  import('../../../lib/query-provider').then((module) => ({ default: module.SignedInRedirect })),
);

/** The next screen reads through the query cache: fetched beside the login request, not after it. */
function prefetchQueryCache() {
  void import('../../../lib/query-provider');
}

/** `/`, and the login screen shown in place of a protected page such as /student/test/{id}. */
export function LoginRoute() {
  const location = useLocation();
  const returnTo = location.pathname === '/' ? null : location.pathname + location.search;
  // read once: a token stored by this page's own login is not a session to check first
  const [hadToken] = useState(() => Boolean(getToken()));
  const completeAuth = useCompleteAuth();
  const loginMutation = useLogin();

  const googleBusy = useGoogleRedirect(
    'login',
    (googleAccessToken) => login({ googleAccessToken }),
    // SPEC §2: /student/profile after Google login.
    (reply) => completeAuth(reply, returnTo ?? '/student/profile'),
  );

  if (googleBusy) return <FullPageSpinner label="Signing you in" />;
  const page = (
    <AuthLayout
      title="Welcome back"
      subtitle={returnTo ? 'Log in to continue to your assessment.' : 'Log in to your Placement account.'}
    >
      <LoginForm
        pending={loginMutation.isPending}
        error={loginMutation.error}
        emailPlaceholder="you@college.edu"
        onSubmit={(credentials) => {
          prefetchQueryCache();
          loginMutation.mutate(credentials, {
            onSuccess: (reply) => completeAuth(reply, returnTo ?? DASHBOARD_PATH),
          });
        }}
      />
      <OrDivider />
      <GoogleButton purpose="login" />
      <p className="mt-8 text-center text-sm text-slate-600">
        New here? Students join through their college's invite link.{' '}
        <Link to="/student" className="rounded font-medium text-brand-700 underline-offset-2 hover:underline">
          Learn more
        </Link>
      </p>
      <p className="mt-3 text-center text-xs text-slate-600">
        By continuing you agree to our{' '}
        <Link
          to="/terms&policies"
          className="rounded font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          Terms &amp; Policies
        </Link>
        .
      </p>
    </AuthLayout>
  );
  if (returnTo === null && hadToken) return <SignedInRedirect to={DASHBOARD_PATH}>{page}</SignedInRedirect>;
  return page;
}

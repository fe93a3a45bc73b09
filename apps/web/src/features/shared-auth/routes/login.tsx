import { Link, Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/auth';
import { FullPageSpinner } from '../../../ui/spinner';
import { login, useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { LoginForm } from '../components/login-form';
import { DASHBOARD_PATH, useCompleteAuth } from '../hooks/use-complete-auth';
import { useGoogleRedirect } from '../hooks/use-google-redirect';

/** `/`, and the login screen shown in place of a protected page such as /student/test/{id}. */
export function LoginRoute() {
  const location = useLocation();
  const returnTo = location.pathname === '/' ? null : location.pathname + location.search;
  const session = useSession();
  const completeAuth = useCompleteAuth();
  const loginMutation = useLogin();

  const googleBusy = useGoogleRedirect(
    'login',
    (googleAccessToken) => login({ googleAccessToken }),
    // SPEC §2: /student/profile after Google login.
    (reply) => completeAuth(reply, returnTo ?? '/student/profile'),
  );

  if (googleBusy) return <FullPageSpinner label="Signing you in" />;
  if (returnTo === null && session.status === 'loading') return <FullPageSpinner />;
  if (returnTo === null && session.status === 'logged-in') return <Navigate to={DASHBOARD_PATH} replace />;

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={returnTo ? 'Log in to continue to your assessment.' : 'Log in to your Placement account.'}
    >
      <LoginForm
        pending={loginMutation.isPending}
        error={loginMutation.error}
        emailPlaceholder="you@college.edu"
        onSubmit={(credentials) =>
          loginMutation.mutate(credentials, {
            onSuccess: (reply) => completeAuth(reply, returnTo ?? DASHBOARD_PATH),
          })
        }
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
}

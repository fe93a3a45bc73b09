import { Link } from 'react-router';
import { getToken } from '../../lib/api-client';
import { buttonVariants } from '../../ui/button';
import { Logo } from '../../ui/logo';

export function NotFoundRoute() {
  // a signed-in student is not sent to the login page, which would only send them on to the dashboard
  const signedIn = Boolean(getToken());
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-5 text-center">
      <Logo />
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="text-sm text-slate-600">The address may be mistyped, or the page has moved.</p>
      <Link to={signedIn ? '/student/dashboard' : '/'} className={buttonVariants.primary}>
        {signedIn ? 'Go to dashboard' : 'Go to login'}
      </Link>
    </main>
  );
}

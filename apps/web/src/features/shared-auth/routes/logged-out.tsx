import { Link } from 'react-router';
import { buttonVariants } from '../../../ui/button';
import { LineIcon } from '../../../ui/line-icon';
import { Logo } from '../../../ui/logo';

/** `student/me/failed`. */
export function LoggedOutRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-8 bg-slate-50 px-5 py-10">
      <Logo />
      <section className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <LineIcon d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" rounded />
        </div>
        <h1 className="mt-4 text-xl font-bold text-slate-900">Oops! You are logged out</h1>
        <p className="mt-2 text-sm text-slate-600">
          Your session has ended. Log in again to pick up where you left off.
        </p>
        <Link to="/" className={`${buttonVariants.primary} mt-6 w-full`}>
          Login
        </Link>
      </section>
    </main>
  );
}

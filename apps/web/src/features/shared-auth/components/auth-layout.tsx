import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../ui/logo';
import { AuthIllustration } from './auth-illustration';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  /** a staff portal's own line: its side panel shows the logo and this, and its logo links nowhere */
  tagline?: string;
};

/** Login layout (SPEC §2): a side image on medium-wide screens plus the content area. */
export function AuthLayout({ title, subtitle, children, wide = false, tagline }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-brand-900 p-10 text-white md:flex">
        {tagline ? (
          <>
            <Logo inverted />
            <p className="text-2xl font-semibold leading-snug">{tagline}</p>
          </>
        ) : (
          <StudentAside />
        )}
      </aside>
      <main className="flex flex-col bg-white px-5 py-8 sm:px-10">
        {!tagline && (
          <Link to="/" className="self-start rounded-lg md:hidden">
            <Logo />
          </Link>
        )}
        <div className="flex flex-1 items-center justify-center py-8">
          <div className={`w-full ${wide ? 'max-w-lg' : 'max-w-sm'}`}>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle && <div className="mt-2 text-sm text-slate-600">{subtitle}</div>}
            <div className="mt-8">{children}</div>
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

function StudentAside() {
  return (
    <>
      <Link to="/" className="self-start rounded-lg">
        <Logo inverted />
      </Link>
      <div className="flex flex-1 items-center justify-center py-8">
        <AuthIllustration />
      </div>
      <div>
        <p className="text-2xl font-semibold leading-snug">Practice, prove your skills, get placed.</p>
        <p className="mt-2 text-sm text-brand-100">
          Assessments, coding challenges and campus placement drives in one calm place.
        </p>
      </div>
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../ui/logo';
import { FullPageSpinner } from '../../../ui/spinner';
import { useStaffLogout, useStaffSession } from '../api/auth';
import { clearCollegeToken, onCollegeUnauthorized } from '../api/client';

const navItems = [
  { name: 'Dashboard', to: '/college/dashboard' },
  { name: 'Inbox', to: '/college/inbox' },
  { name: 'Question bank', to: '/college/question-bank' },
  { name: 'Assessments', to: '/college/assessments' },
  { name: 'Students', to: '/college/students' },
  { name: 'Results', to: '/college/results' },
  { name: 'Placements', to: '/college/placements' },
  { name: 'Attendance', to: '/college/attendance' },
  { name: 'Security', to: '/college/security' },
] as const;

function activeItem(pathname: string) {
  // Attempt reviews and per-assessment results belong to Results.
  if (pathname.startsWith('/college/attempts') || /\/college\/assessments\/[^/]+\/results/.test(pathname)) {
    return navItems.find((item) => item.name === 'Results');
  }
  return navItems.find((item) => pathname.startsWith(item.to));
}

/** The college chrome: top bar with the staff name and logout, left navigation, the page. */
export function CollegeLayout() {
  const session = useStaffSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useStaffLogout();
  const [menuOpen, setMenuOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the small-screen menu on navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(
    () =>
      onCollegeUnauthorized(() => {
        clearCollegeToken();
        queryClient.removeQueries({ queryKey: ['college'] });
        navigate('/college/login', { replace: true });
      }),
    [navigate, queryClient],
  );

  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-out') return <Navigate to="/college/login" replace />;
  const active = activeItem(pathname);

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="college-nav"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'} strokeLinecap="round" />
            </svg>
            <span className="sr-only">Menu</span>
          </button>
          <Link to="/college/dashboard" className="rounded-lg" aria-label="Placement college dashboard">
            <Logo />
          </Link>
          <span className="hidden rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 sm:inline">
            College
          </span>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden max-w-48 truncate text-sm font-medium text-slate-800 sm:inline">
            {session.user.FirstName} {session.user.LastName}
          </span>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            Logout
          </button>
        </div>
      </header>
      <div className="md:flex">
        <aside
          id="college-nav"
          className={`${menuOpen ? 'block' : 'hidden'} border-b border-slate-200 bg-white md:sticky md:top-16 md:block md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-r md:border-b-0`}
        >
          <nav aria-label="College" className="flex h-full flex-col">
            <ul className="flex flex-col gap-1 px-3 py-3 md:py-4">
              {navItems.map((item) => (
                <li key={item.name}>
                  <Link
                    to={item.to}
                    aria-current={item === active ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm font-medium ${
                      item === active
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                    }`}
                  >
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-auto px-6 py-4 text-xs text-slate-600">© {new Date().getFullYear()} Placement</p>
          </nav>
        </aside>
        <main className="min-w-0 flex-1 px-4 py-8 sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

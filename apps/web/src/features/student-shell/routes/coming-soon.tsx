import { useLocation } from 'react-router';
import { activeNavItem } from '../components/nav-items';

/** Stand-in for the student pages that later issues build. */
export function ComingSoonRoute() {
  const { pathname } = useLocation();
  const title = activeNavItem(pathname)?.name ?? 'Page';
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-600">
        This page is on its way.
      </div>
    </div>
  );
}

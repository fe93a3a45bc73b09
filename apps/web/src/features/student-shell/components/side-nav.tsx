import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { NavFooter } from '../../../ui/portal-shell';
import { NavIcon } from './nav-icon';
import { activeNavItem, navItems } from './nav-items';

/** Left navigation; Companies, Jobs and Inbox only for students of a college (SPEC §6). */
export function SideNav({ hasCollege }: { hasCollege: boolean }) {
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  const items = navItems.filter((item) => !item.hidden && (hasCollege || !item.collegeOnly));

  // SPEC §2: the active entry is kept in local storage under StudentSide.
  useEffect(() => {
    if (active) localStorage.setItem('StudentSide', active.name);
  }, [active]);

  return (
    <nav aria-label="Main" className="flex h-full flex-col">
      <ul className="flex flex-col gap-1 px-3 py-3 md:py-4">
        {items.map((item) => {
          const isActive = item === active;
          return (
            <li key={item.name} className="shrink-0">
              <Link
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                <NavIcon name={item.name} />
                {item.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <NavFooter />
    </nav>
  );
}

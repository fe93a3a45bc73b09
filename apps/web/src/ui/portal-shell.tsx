import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from './logo';
import { MenuToggle } from './menu-toggle';

export type ShellNavItem = { name: string; to: string };

function longestPrefix(items: readonly ShellNavItem[], pathname: string): ShellNavItem | undefined {
  return [...items].sort((a, b) => b.to.length - a.to.length).find((i) => pathname.startsWith(i.to));
}

/** The chrome of a staff portal (college, company, admin): top bar with the user and logout, left navigation. */
export function PortalShell({
  label,
  home,
  homeLabel = `Placement ${label.toLowerCase()} home`,
  items,
  activeItem = longestPrefix,
  userName,
  onLogout,
  loggingOut,
}: {
  label: string;
  home: string;
  /** the accessible name of the logo link */
  homeLabel?: string;
  items: readonly ShellNavItem[];
  /** which item the page belongs to; by default the one whose path is the longest prefix */
  activeItem?: (items: readonly ShellNavItem[], pathname: string) => ShellNavItem | undefined;
  userName: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the small-screen menu on navigation
  useEffect(() => setMenuOpen(false), [pathname]);
  const active = activeItem(items, pathname);
  const navId = `${label.toLowerCase()}-nav`;
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <MenuToggle open={menuOpen} onToggle={() => setMenuOpen((open) => !open)} controls={navId} />
          <Link to={home} className="rounded-lg" aria-label={homeLabel}>
            <Logo />
          </Link>
          <span className="hidden rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 sm:inline">
            {label}
          </span>
        </div>
        <div className="flex items-center gap-3">
          <span className="hidden max-w-48 truncate text-sm font-medium text-slate-800 sm:inline">
            {userName}
          </span>
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
          >
            Logout
          </button>
        </div>
      </header>
      <div className="md:flex">
        <ShellAside id={navId} open={menuOpen}>
          <SideNavList label={label}>
            {items.map((item) => (
              <li key={item.to}>
                <SideNavLink to={item.to} active={item === active} layout="block">
                  {item.name}
                </SideNavLink>
              </li>
            ))}
          </SideNavList>
        </ShellAside>
        <ShellMain />
      </div>
    </div>
  );
}

/** A portal's navigation column: a menu under the top bar on a phone (shown while `open`), a sticky side bar wider up. */
export function ShellAside({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <aside
      id={id}
      className={`${open ? 'block' : 'hidden'} border-b border-slate-200 bg-white md:sticky md:top-16 md:block md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-r md:border-b-0`}
    >
      {children}
    </aside>
  );
}

/** A portal's side navigation named `label`: its items (`<li>`s), then the copyright line at the foot. */
export function SideNavList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="flex h-full flex-col">
      <ul className="flex flex-col gap-1 px-3 py-3 md:py-4">{children}</ul>
      <p className="mt-auto px-6 py-4 text-xs text-slate-600">© {new Date().getFullYear()} Placement</p>
    </nav>
  );
}

/** A portal's page area, beside its navigation. */
export function ShellMain() {
  return (
    <main className="min-w-0 flex-1 px-4 py-8 sm:px-8">
      <Outlet />
    </main>
  );
}

/** A link of a portal's side navigation, marked as the current page when `active`. */
export function SideNavLink({
  to,
  active,
  layout,
  children,
}: {
  to: string;
  active: boolean;
  /** how the link lays out its content (`block`, or a flex row with an icon) */
  layout: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`${layout} rounded-lg px-3 py-2 text-sm font-medium ${
        active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
      }`}
    >
      {children}
    </Link>
  );
}

import { NavLink, useLocation } from 'react-router';

export type SubNavItem = {
  to: string;
  label: string;
  end?: boolean;
  /** other paths on which this entry counts as current (e.g. an index that shows the same view) */
  alsoOn?: string[];
};

/** Links between the sub-pages of one screen (profile, settings, inbox…); the current one is marked. */
export function SubNav({ label, items }: { label: string; items: readonly SubNavItem[] }) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200 px-1">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive: linkActive }) => {
                const isActive = linkActive || Boolean(item.alsoOn?.includes(path));
                return `-mb-px block border-b-2 px-3 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                }`;
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

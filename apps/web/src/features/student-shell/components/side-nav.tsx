import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SideNavLink, SideNavList } from '../../../ui/portal-shell';
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
    <SideNavList label="Main">
      {items.map((item) => (
        <li key={item.name} className="shrink-0">
          <SideNavLink
            to={item.to}
            active={item === active}
            layout="flex items-center gap-3 transition-colors"
          >
            <NavIcon name={item.name} />
            {item.name}
          </SideNavLink>
        </li>
      ))}
    </SideNavList>
  );
}

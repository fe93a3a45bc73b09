import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStudent } from '../../../lib/auth';
import { ShellAside, ShellMain } from '../../../ui/portal-shell';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/** The logged-in chrome: top bar, left navigation (a menu below md) and the page. */
export function StudentLayout() {
  const student = useStudent();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // A followed link closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <TopBar student={student} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="md:flex">
        <ShellAside id="student-nav" open={menuOpen}>
          <SideNav hasCollege={student.CollegeId !== null && student.CollegeId !== undefined} />
        </ShellAside>
        <ShellMain />
      </div>
    </div>
  );
}

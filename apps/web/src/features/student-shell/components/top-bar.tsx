import { Link } from 'react-router';
import type { Student } from '../../../lib/session';
import { Logo } from '../../../ui/logo';
import { MenuToggle } from '../../../ui/menu-toggle';
import { ProfileMenu } from './profile-menu';

type TopBarProps = { student: Student; menuOpen: boolean; onToggleMenu: () => void };

export function TopBar({ student, menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 sm:px-6">
      <div className="flex items-center gap-2">
        <MenuToggle open={menuOpen} onToggle={onToggleMenu} controls="student-nav" />
        <Link to="/student/dashboard" className="rounded-lg" aria-label="Placement dashboard">
          <Logo />
        </Link>
      </div>
      <ProfileMenu student={student} />
    </header>
  );
}

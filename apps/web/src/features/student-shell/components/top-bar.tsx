import { Link } from 'react-router';
import type { Student } from '../../../lib/session';
import { Logo } from '../../../ui/logo';
import { ProfileMenu } from './profile-menu';

type TopBarProps = { student: Student; menuOpen: boolean; onToggleMenu: () => void };

export function TopBar({ student, menuOpen, onToggleMenu }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 sm:px-6">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onToggleMenu}
          aria-expanded={menuOpen}
          aria-controls="student-nav"
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
        <Link to="/student/dashboard" className="rounded-lg" aria-label="Placement dashboard">
          <Logo />
        </Link>
      </div>
      <ProfileMenu student={student} />
    </header>
  );
}

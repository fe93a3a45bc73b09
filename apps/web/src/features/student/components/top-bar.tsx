import { Link } from 'react-router';
import type { Student } from '../../../lib/session';
import { Logo } from '../../../ui/logo';

function Avatar({ student }: { student: Student }) {
  if (student.avatar) {
    return <img src={student.avatar} alt="" className="size-8 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
    >
      {student.FirstName.charAt(0).toUpperCase() || '?'}
    </span>
  );
}

export function TopBar({ student }: { student: Student }) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 sm:px-6">
      <Link to="/student/dashboard" className="rounded-lg" aria-label="Placement dashboard">
        <Logo />
      </Link>
      <Link
        to="/student/profile"
        className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
        aria-label={`Profile of ${student.FirstName}`}
      >
        <Avatar student={student} />
        <span className="max-w-32 truncate">{student.FirstName}</span>
      </Link>
    </header>
  );
}

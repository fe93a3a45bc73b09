import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../../lib/auth';
import { useFileUrl } from '../../../lib/files';
import type { Student } from '../../../lib/session';
import { SolidIcon } from '../../../ui/line-icon';

function Avatar({ student }: { student: Student }) {
  // Files need the auth-token header: the avatar is fetched and shown from a blob URL.
  const src = useFileUrl(student.avatar);
  if (src) {
    return <img src={src} alt="" className="size-8 rounded-full object-cover" />;
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

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:text-slate-500';

/**
 * The top bar's profile button (avatar and first name, SPEC §1) opens the account menu: the profile, settings
 * and logging out, on every page of the portal. A disclosure: Escape, a click elsewhere or a followed link
 * closes it.
 */
export function ProfileMenu({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const { pathname } = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative min-w-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-w-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <Avatar student={student} />
        {/* the visible name starts the accessible name (WCAG 2.5.3) */}
        <span className="max-w-32 truncate">{student.FirstName}</span>
        <span className="sr-only"> (your account)</span>
        <SolidIcon
          d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"
          className="size-4 shrink-0 text-slate-600"
        />
      </button>
      <nav
        id={menuId}
        aria-label="Account"
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <p className="truncate px-3 py-2 text-xs text-slate-600">{student.Email}</p>
        <ul>
          <li>
            <Link to="/student/profile" className={itemClass}>
              Profile
            </Link>
          </li>
          <li>
            <Link to="/student/settings" className={itemClass}>
              Settings
            </Link>
          </li>
          <li className="mt-1 border-t border-slate-200 pt-1">
            <button
              type="button"
              className={itemClass}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              aria-busy={logout.isPending || undefined}
            >
              {logout.isPending ? 'Logging out…' : 'Log out'}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

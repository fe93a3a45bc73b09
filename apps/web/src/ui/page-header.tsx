import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from './button';

export function PageHeader({
  title,
  description,
  actions,
  primaryLink,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** the page's main next step, drawn as a primary button */
  primaryLink?: { to: string; label: string };
}) {
  const shown = primaryLink ? (
    <Link to={primaryLink.to} className={buttonVariants.primary}>
      {primaryLink.label}
    </Link>
  ) : (
    actions
  );
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {shown && <div className="flex flex-wrap items-center gap-2">{shown}</div>}
    </div>
  );
}

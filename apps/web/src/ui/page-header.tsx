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

/**
 * A page: its back button if any, its header, then its sections, stacked 1.5 rem apart. `className` adds to the
 * stack (a width cap such as `mx-auto max-w-4xl`).
 */
export function Page({
  className,
  back,
  children,
  ...header
}: Parameters<typeof PageHeader>[0] & { className?: string; back?: ReactNode; children: ReactNode }) {
  return (
    <div className={className ? `${className} space-y-6` : 'space-y-6'}>
      {back}
      <PageHeader {...header} />
      {children}
    </div>
  );
}

import type { Job } from '@placement/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  employmentLabel,
  formatDate,
  formatSalary,
  workplaceLabel,
  yourTimeLabel,
} from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import type { Assessment } from '../api/get-assessments';
import type { CompanySummary } from '../api/get-companies';

const statusStyle: Record<string, string> = {
  active: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  upcoming: 'bg-amber-50 text-amber-900 border-amber-200',
  completed: 'bg-slate-100 text-slate-800 border-slate-200',
};

const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** A grid of cards, one an item, or `empty` when there are none. */
function CardGrid<T extends { _id: string }>({
  items,
  empty,
  wide = false,
  column = false,
  card,
}: {
  items: T[];
  empty: ReactNode;
  /** three columns on large screens */
  wide?: boolean;
  /** the card's parts stacked as a flex column (a link can then sit at its own width) */
  column?: boolean;
  card: (item: T) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={`grid gap-3 sm:grid-cols-2${wide ? ' lg:grid-cols-3' : ''}`}>
      {items.map((item) => (
        <li key={item._id} className={column ? `flex flex-col ${cardClass}` : cardClass}>
          {card(item)}
        </li>
      ))}
    </ul>
  );
}

/** A card's heading, linking to the item's own page. */
function CardTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="font-semibold text-slate-900">
      <Link to={to} className="rounded hover:text-brand-700 hover:underline">
        {children}
      </Link>
    </h3>
  );
}

export function AssessmentList({ assessments }: { assessments: Assessment[] }) {
  return (
    <CardGrid
      items={assessments}
      column
      empty={
        <EmptyState title="No assessments yet">
          Tests sent by your college or companies appear here.
        </EmptyState>
      }
      card={(a) => (
        <>
          <div className="flex items-center justify-between gap-2">
            <span
              className={`rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${statusStyle[a.status] ?? ''}`}
            >
              {a.inProgress ? 'in progress' : a.status}
            </span>
            <span className="text-xs text-slate-600">{yourTimeLabel(a)}</span>
          </div>
          <h3 className="mt-2 font-semibold text-slate-900">{a.name}</h3>
          <p className="text-sm text-slate-600">
            {a.sender.name} · {formatDate(a.startDate)}
            {a.endDate ? ` – ${formatDate(a.endDate)}` : ''}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Attempts {a.attemptsUsed}/{a.totalAttempts}
          </p>
          <Link
            to={`/student/test/${a._id}?isAdaptive=${a.isAdaptive}`}
            className="mt-3 self-start rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Open {a.name}
          </Link>
        </>
      )}
    />
  );
}

export function JobList({ jobs }: { jobs: Job[] }) {
  return (
    <CardGrid
      items={jobs}
      empty={<EmptyState title="No new jobs">New openings for your college appear here.</EmptyState>}
      card={(job) => (
        <>
          <CardTitle to={`/student/jobs/companyDetails?id=${job._id}`}>{job.title}</CardTitle>
          <p className="text-sm text-slate-700">{job.companyId.basic.companyName}</p>
          <p className="mt-1 text-sm text-slate-600">
            {job.location} · {workplaceLabel(job.workplaceType)} · {employmentLabel(job.employmentType)}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-800">{formatSalary(job.salary)}</p>
        </>
      )}
    />
  );
}

export function CompanyList({ companies }: { companies: CompanySummary[] }) {
  return (
    <CardGrid
      items={companies}
      wide
      empty={
        <EmptyState title="No companies yet">Companies hiring from your college appear here.</EmptyState>
      }
      card={(c) => (
        <>
          <CardTitle to={`/student/companies/profile/${c._id}`}>{c.basic.companyName}</CardTitle>
          {c.basic.sector && <p className="text-sm text-slate-600">{c.basic.sector}</p>}
          <p className="mt-1 text-sm text-slate-700">
            {c.openJobs} open {c.openJobs === 1 ? 'job' : 'jobs'}
          </p>
        </>
      )}
    />
  );
}

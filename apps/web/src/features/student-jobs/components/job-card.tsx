import type { ListedJob } from '@placement/contract';
import { Link } from 'react-router';
import { employmentLabel, formatDate, formatSalary, workplaceLabel } from '../../../lib/format';

/** A job in the list; for a student, whether it is open to them and, when not, why. */
export function JobCard({ job, to }: { job: ListedJob; to: string }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            <Link to={to} className="rounded hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{job.companyId.basic.companyName}</p>
        </div>
        <p className="text-sm font-semibold text-slate-900">{formatSalary(job.salary)}</p>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium text-slate-800">
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{job.location}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{workplaceLabel(job.workplaceType)}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1">{employmentLabel(job.employmentType)}</li>
        {job.closeBy && (
          <li className="rounded-full bg-slate-100 px-2.5 py-1">Apply by {formatDate(job.closeBy)}</li>
        )}
        {job.eligibility && (
          <li
            className={`rounded-full px-2.5 py-1 ${job.eligibility.eligible ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
          >
            {job.eligibility.eligible ? 'Open to you' : 'Not open to you'}
          </li>
        )}
      </ul>
      {job.eligibility?.sentence && <p className="mt-2 text-sm text-slate-700">{job.eligibility.sentence}</p>}
    </li>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { useStaffSession } from '../../../lib/college/session';
import { formatDate } from '../../../lib/format';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { Pager, usePage } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import {
  type PlacedFilter,
  useDashboard,
  useDashboardJobs,
  useNewCompanies,
  usePlacedStudents,
} from '../api/dashboard';
import { LiveAssessments } from '../components/live-assessments';
import { MonthlyChart } from '../components/monthly-chart';

const lpa = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2)} LPA`;

function Kpi({ label, value }: { label: string; value: string | number | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 text-3xl font-bold text-slate-900">{value ?? '…'}</dd>
    </div>
  );
}

const PAGE = 10;

function PlacedStudents({ companies }: { companies: { _id: string; name: string }[] }) {
  const [draft, setDraft] = useState<PlacedFilter>({});
  const [filter, setFilter] = useState<PlacedFilter>({});
  const { skip, setSkip, pager } = usePage(PAGE);
  const placed = usePlacedStudents({ ...filter, skip, limit: PAGE });
  const set = (patch: PlacedFilter) => setDraft((d) => ({ ...d, ...patch }));
  /** a text filter's value and change handler */
  const text = (key: 'search' | 'batch' | 'from' | 'to') => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value }),
  });
  return (
    <Card
      title="Placed students"
      actions={
        <Link to="/college/placements" className={buttonVariants.secondary}>
          Record a placement
        </Link>
      }
    >
      <form
        aria-label="Filter placed students"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setSkip(0);
          setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '' && v !== undefined)));
        }}
      >
        <TextField label="Search" placeholder="Name or email" {...text('search')} />
        <SelectField
          label="Company"
          value={draft.company ?? ''}
          onChange={(e) => set({ company: e.target.value || undefined })}
        >
          <option value="">All companies</option>
          {companies.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Batch" {...text('batch')} />
        <TextField label="Placed from" type="date" {...text('from')} />
        <TextField label="Placed to" type="date" {...text('to')} />
        <TextField
          label="Minimum package (LPA)"
          type="number"
          min={0}
          step="0.1"
          value={draft.minPackage ?? ''}
          onChange={(e) => set({ minPackage: e.target.value === '' ? undefined : Number(e.target.value) })}
        />
        <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply filters</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft({});
              setFilter({});
              setSkip(0);
            }}
          >
            Clear
          </Button>
        </div>
      </form>
      <div className="mt-4">
        {!placed.data ? (
          <QueryState isPending={placed.isPending} error={placed.error} />
        ) : placed.data.students.length === 0 ? (
          <EmptyState title="No placed students match" />
        ) : (
          <>
            <Table
              label="Placed students"
              gap="pr-3"
              padLast
              bodyClassName="divide-y divide-slate-100"
              columns={['Student', 'Batch', 'Company', 'Job', 'Package', 'Placed on']}
            >
              {placed.data.students.map((p) => (
                <tr key={p._id}>
                  <td className="py-2 pr-3 text-slate-900">
                    {p.student.FirstName} {p.student.LastName}
                    <span className="block text-xs text-slate-600">{p.student.Email}</span>
                  </td>
                  <td className="py-2 pr-3">{p.student.batch ?? '—'}</td>
                  <td className="py-2 pr-3">{p.company.basic.companyName}</td>
                  <td className="py-2 pr-3">{p.job?.title ?? '—'}</td>
                  <td className="py-2 pr-3">{lpa(p.package)}</td>
                  <td className="py-2 pr-3">{formatDate(p.placedOn)}</td>
                </tr>
              ))}
            </Table>
            <Pager label="Placed students pages" total={placed.data.total} {...pager} />
          </>
        )}
      </div>
    </Card>
  );
}

/** /college/dashboard: the college's figures, a monthly chart, recent companies and jobs, placed students. */
export function CollegeDashboardRoute() {
  const session = useStaffSession();
  const collegeId = session.status === 'logged-in' ? session.user.CollegeId : null;
  const dashboard = useDashboard(collegeId);
  const newCompanies = useNewCompanies(collegeId);
  const jobs = useDashboardJobs(collegeId, 5);
  const stats = dashboard.data?.stats;
  const companies = (dashboard.data?.companies ?? []).map((c) => ({ _id: c._id, name: c.basic.companyName }));

  return (
    <Page title="Dashboard" description="Your college's placement season at a glance.">
      {dashboard.error && <QueryState isPending={false} error={dashboard.error} />}
      <LiveAssessments />
      <section aria-labelledby="kpi-heading">
        <h2 id="kpi-heading" className="sr-only">
          Key figures
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Kpi label="Students" value={stats?.students} />
          <Kpi label="Companies" value={stats?.companies} />
          <Kpi label="Jobs" value={stats?.jobs} />
          <Kpi label="Placed students" value={stats?.placedStudents} />
          <Kpi label="Average package" value={stats ? lpa(stats.averagePackage) : undefined} />
        </dl>
        {stats && stats.highestPackage > 0 && (
          <p className="mt-2 text-sm text-slate-600">Highest package: {lpa(stats.highestPackage)}</p>
        )}
      </section>
      <Card title="Students and placements by month">
        {dashboard.data ? (
          <MonthlyChart series={dashboard.data.series} />
        ) : (
          <QueryState isPending={dashboard.isPending} error={dashboard.error} />
        )}
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Recent companies">
          {!newCompanies.data ? (
            <QueryState isPending={newCompanies.isPending} error={newCompanies.error} />
          ) : newCompanies.data.length === 0 ? (
            <EmptyState title="No companies yet" />
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Recent companies">
              {newCompanies.data.map((c) => (
                <li key={c._id} className="py-2 text-sm">
                  <p className="font-semibold text-slate-900">{c.basic.companyName}</p>
                  <p className="text-slate-600">
                    {c.openJobs} open {c.openJobs === 1 ? 'job' : 'jobs'} · {c.placedStudents} placed
                    {c.lastJobAt ? ` · last job ${formatDate(c.lastJobAt)}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Recent jobs">
          {!jobs.data ? (
            <QueryState isPending={jobs.isPending} error={jobs.error} />
          ) : jobs.data.jobs.length === 0 ? (
            <EmptyState title="No jobs yet" />
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Recent jobs">
              {(jobs.data.newJobs.length > 0 ? jobs.data.newJobs : jobs.data.jobs).slice(0, 5).map((job) => (
                <li key={job._id} className="py-2 text-sm">
                  <p className="font-semibold text-slate-900">{job.title}</p>
                  <p className="text-slate-600">
                    {job.companyId.basic.companyName} · {job.location || 'Location not given'} · posted{' '}
                    {formatDate(job.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {jobs.data && (
            <p className="mt-2 text-xs text-slate-600">{jobs.data.total} jobs visible to your college</p>
          )}
        </Card>
      </div>
      <PlacedStudents companies={companies} />
    </Page>
  );
}

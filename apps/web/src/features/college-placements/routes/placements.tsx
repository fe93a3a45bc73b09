import { type FormEvent, useState } from 'react';
import { useDashboardJobs } from '../../../lib/college/dashboard';
import { useStaffSession } from '../../../lib/college/session';
import { formatDate } from '../../../lib/format';
import { kolkataToday } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CompanySelect, StudentSelect } from '../../../ui/college-pickers';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { Pager, usePage } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useDeletePlacement, usePlacements, useRecordPlacement } from '../api/placements';

function RecordPlacement() {
  const session = useStaffSession();
  const jobs = useDashboardJobs(session.status === 'logged-in' ? session.user.CollegeId : null, 100);
  const [studentId, setStudentId] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [jobId, setJobId] = useState('');
  const [pkg, setPkg] = useState('');
  const [placedOn, setPlacedOn] = useState(kolkataToday());
  const record = useRecordPlacement();
  const toast = useToast();
  const companyJobs = (jobs.data?.jobs ?? []).filter((j) => j.companyId._id === companyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { studentId, companyId, jobId: jobId || null, package: Number(pkg), placedOn },
      {
        onSuccess: () => {
          toast('Placement recorded', 'success');
          setStudentId('');
          setJobId('');
          setPkg('');
        },
      },
    );
  };

  return (
    <Card title="Record a placement">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <StudentSelect value={studentId} onChange={setStudentId} />
        <CompanySelect
          value={companyId}
          onChange={(id) => {
            setCompanyId(id);
            setJobId('');
          }}
        />
        <SelectField label="Job (optional)" value={jobId} onChange={(e) => setJobId(e.target.value)}>
          <option value="">No particular job</option>
          {companyJobs.map((j) => (
            <option key={j._id} value={j._id}>
              {j.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Package (LPA)"
          type="number"
          min={0}
          max={10000}
          step="0.01"
          required
          value={pkg}
          onChange={(e) => setPkg(e.target.value)}
        />
        <TextField
          label="Placed on"
          type="date"
          required
          value={placedOn}
          onChange={(e) => setPlacedOn(e.target.value)}
        />
        <div className="flex items-end">
          <Button
            type="submit"
            loading={record.isPending}
            disabled={record.isPending || !studentId || !companyId || pkg === ''}
          >
            Record placement
          </Button>
        </div>
        {record.isError && (
          <div className="sm:col-span-2">
            <Alert tone="error">{record.error.message}</Alert>
          </div>
        )}
      </form>
    </Card>
  );
}

const PAGE = 20;

/** /college/placements: record a placement (student, company, optional job, package, date), list, delete. */
export function PlacementsRoute() {
  const { skip, pager } = usePage(PAGE);
  const placements = usePlacements(skip, PAGE);
  const remove = useDeletePlacement();
  return (
    <Page title="Placements" description="Offers your students accepted, with their packages.">
      <RecordPlacement />
      <Card title="All placements">
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        {!placements.data ? (
          <QueryState isPending={placements.isPending} error={placements.error} />
        ) : placements.data.students.length === 0 ? (
          <EmptyState title="No placements recorded yet" />
        ) : (
          <>
            <ul aria-label="Placements" className="divide-y divide-slate-100">
              {placements.data.students.map((p) => {
                const name = `${p.student.FirstName} ${p.student.LastName}`.trim();
                return (
                  <li key={p._id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                    <div>
                      <p className="font-semibold text-slate-900">
                        {name} – {p.company.basic.companyName}
                      </p>
                      <p className="text-slate-600">
                        {p.job ? `${p.job.title} · ` : ''}
                        {p.package} LPA · {formatDate(p.placedOn)}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(`Delete the placement of ${name}?`)) remove.mutate(p._id);
                      }}
                      aria-label={`Delete placement of ${name} at ${p.company.basic.companyName}`}
                    >
                      Delete
                    </Button>
                  </li>
                );
              })}
            </ul>
            <Pager label="Placement pages" total={placements.data.total} {...pager} />
          </>
        )}
      </Card>
    </Page>
  );
}

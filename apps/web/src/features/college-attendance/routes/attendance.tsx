import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { kolkataToday } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CompanySelect, StudentSelect } from '../../../ui/college-pickers';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import {
  exportAttendance,
  SLOTS,
  useAssign,
  useAssignments,
  useAttendanceDay,
  useRemoveAssignment,
} from '../api/attendance';

function AssignForm({ date }: { date: string }) {
  const [studentId, setStudentId] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [slot, setSlot] = useState<1 | 2 | 3>(1);
  const assign = useAssign();
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { date, assignments: [{ studentId, companyId, slot }] },
      { onSuccess: () => toast('Student assigned', 'success') },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Assign a student"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <StudentSelect value={studentId} onChange={setStudentId} />
      <CompanySelect value={companyId} onChange={setCompanyId} />
      <SelectField label="Slot" value={slot} onChange={(e) => setSlot(Number(e.target.value) as 1 | 2 | 3)}>
        {SLOTS.map((s) => (
          <option key={s.value} value={s.value}>
            Slot {s.value}: {s.label}
          </option>
        ))}
      </SelectField>
      <div className="flex items-end">
        <Button
          type="submit"
          loading={assign.isPending}
          disabled={assign.isPending || !studentId || !companyId}
        >
          Assign
        </Button>
      </div>
      {assign.isError && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Alert tone="error">{assign.error.message}</Alert>
        </div>
      )}
    </form>
  );
}

/** /college/attendance: drive slots for a day, who was marked present, and the day's CSV. */
export function AttendanceRoute() {
  const [date, setDate] = useState(kolkataToday());
  const assignments = useAssignments(date);
  const day = useAttendanceDay(date);
  const remove = useRemoveAssignment();
  const [exportError, setExportError] = useState<string | null>(null);

  return (
    <Page
      title="Attendance"
      description="Assign students to company slots and mark them present by scanning their QR code."
      primaryLink={{ to: '/college/attendance/scan', label: 'Open the scanner' }}
    >
      <div className="max-w-xs">
        <TextField
          label="Day"
          type="date"
          required
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
      </div>
      <Card title="Assign students to slots">
        <AssignForm date={date} />
      </Card>
      <Card title={`Slots on ${date}`}>
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
        {!assignments.data ? (
          <QueryState isPending={assignments.isPending} error={assignments.error} />
        ) : assignments.data.length === 0 ? (
          <EmptyState title="No students assigned on this day" />
        ) : (
          <ul aria-label="Assignments" className="divide-y divide-slate-100">
            {assignments.data.map((a) => {
              const name = `${a.student.FirstName} ${a.student.LastName}`.trim();
              return (
                <li key={a._id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
                  <span>
                    <span className="font-semibold text-slate-900">{name}</span> –{' '}
                    {a.companyId.basic.companyName}, slot {a.Slot} ({a.slotTime})
                  </span>
                  <Button
                    variant="secondary"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(a._id)}
                    aria-label={`Remove ${name} from ${a.companyId.basic.companyName} slot ${a.Slot}`}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card
        title={date === kolkataToday() ? "Today's attendance" : `Attendance on ${date}`}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              setExportError(null);
              exportAttendance(date).catch((e: Error) => setExportError(e.message));
            }}
          >
            Export CSV
          </Button>
        }
      >
        {exportError && <Alert tone="error">{exportError}</Alert>}
        {!day.data ? (
          <QueryState isPending={day.isPending} error={day.error} />
        ) : day.data.students.length === 0 ? (
          <EmptyState title="Nobody is expected on this day" />
        ) : (
          <Table
            label="Attendance"
            caption={`Attendance on ${day.data.date}`}
            gap="pr-3"
            padLast
            bodyClassName="divide-y divide-slate-100"
            columns={['Student', 'Companies and slots', 'Status', 'Marked at']}
          >
            {day.data.students.map((row) => (
              <tr key={row.student._id}>
                <td className="py-2 pr-3 text-slate-900">
                  {row.student.FirstName} {row.student.LastName}
                  <span className="block text-xs text-slate-600">{row.student.Email}</span>
                </td>
                <td className="py-2 pr-3">
                  {row.assignments
                    .map((a) => `${a.companyId.basic.companyName} (slot ${a.Slot})`)
                    .join(', ') || '—'}
                </td>
                <td className="py-2 pr-3">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.marked ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {row.status}
                  </span>
                </td>
                <td className="py-2 pr-3">{row.markedAt ? formatDateTime(row.markedAt) : '—'}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
    </Page>
  );
}

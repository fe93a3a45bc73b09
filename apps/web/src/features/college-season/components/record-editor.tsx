import type { AcademicFactsBody, AcademicRecord, StaffRecordBody } from '@placement/contract';
import { ACADEMIC_FIELDS, type AcademicField, academicFieldWords } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useChangeRecord, useRecord, useRecordChanges } from '../api/records';

type Draft = Record<AcademicField | 'rollNumber' | 'cgpaScale', string>;

const TEXT_FIELDS = new Set(['programme', 'branch', 'rollNumber', 'gender']);
const fieldWords = (field: string) =>
  field === 'rollNumber'
    ? 'Roll number'
    : field === 'cgpaScale'
      ? 'CGPA scale'
      : (academicFieldWords[field as AcademicField] ?? field);

const draftOf = (record: AcademicRecord): Draft =>
  Object.fromEntries(
    (['rollNumber', ...ACADEMIC_FIELDS, 'cgpaScale'] as const).map((f) => [
      f,
      record[f] == null ? '' : String(record[f]),
    ]),
  ) as Draft;

/**
 * The draft once the saved record has moved on (a save, a verification): a field the user has not touched
 * since takes the record's new value; one they are editing keeps their words.
 */
function carriedDraft(draft: Draft, before: AcademicRecord, after: AcademicRecord): Draft {
  const was = draftOf(before);
  const now = draftOf(after);
  return Object.fromEntries(
    (Object.keys(now) as (keyof Draft)[]).map((f) => [f, draft[f] === was[f] ? now[f] : draft[f]]),
  ) as Draft;
}

/** The facts the draft changes, as the API takes them: blank is null, numbers are numbers. */
function changedFacts(record: AcademicRecord, draft: Draft): AcademicFactsBody {
  const facts: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(draft) as [keyof Draft, string][]) {
    const value = text.trim() === '' ? null : TEXT_FIELDS.has(field) ? text.trim() : Number(text);
    if (value !== record[field]) facts[field] = value;
  }
  return facts as AcademicFactsBody;
}

function FieldInput({
  field,
  draft,
  setDraft,
}: {
  field: keyof Draft;
  draft: Draft;
  setDraft: (next: Draft) => void;
}) {
  const label = fieldWords(field);
  const set = (value: string) => setDraft({ ...draft, [field]: value });
  if (field === 'gender') {
    return (
      <SelectField label={label} value={draft.gender} onChange={(e) => set(e.target.value)}>
        <option value="">Not recorded</option>
        <option value="female">Female</option>
        <option value="male">Male</option>
        <option value="other">Other</option>
      </SelectField>
    );
  }
  if (field === 'cgpaScale') {
    return (
      <SelectField label={label} value={draft.cgpaScale} onChange={(e) => set(e.target.value)}>
        <option value="10">10</option>
        <option value="4">4</option>
      </SelectField>
    );
  }
  return (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(e) => set(e.target.value)}
      {...(TEXT_FIELDS.has(field) ? { maxLength: 60 } : { type: 'number', min: 0, step: 'any' })}
    />
  );
}

function RecordForm({ studentId, record }: { studentId: string; record: AcademicRecord }) {
  const [draft, setDraft] = useState<Draft>(draftOf(record));
  const [shown, setShown] = useState(record);
  if (shown !== record) {
    setShown(record);
    setDraft(carriedDraft(draft, shown, record));
  }
  const change = useChangeRecord(studentId);
  const toast = useToast();
  const facts = changedFacts(record, draft);
  const save = (body: StaffRecordBody, done: string) =>
    change.mutateAsync(body).then(
      () => toast(done, 'success'),
      () => {},
    );
  const lock = (field: AcademicField, verify: boolean) =>
    save(
      verify ? { verify: [field] } : { unverify: [field] },
      `${fieldWords(field)} ${verify ? 'verified' : 'unlocked'}`,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ facts }, 'Record saved');
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <ul aria-label="Record fields" className="grid gap-4 sm:grid-cols-2">
        {(['rollNumber', ...ACADEMIC_FIELDS, 'cgpaScale'] as const).map((field) => {
          const lockable = field !== 'rollNumber' && field !== 'cgpaScale';
          const verified = lockable && record.verified.includes(field);
          return (
            <li key={field} className="rounded-lg border border-slate-200 p-3">
              <FieldInput field={field} draft={draft} setDraft={setDraft} />
              {lockable && (
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className={verified ? 'font-medium text-emerald-800' : 'text-slate-600'}>
                    {verified ? 'Verified' : 'Not verified'}
                  </span>
                  <Button
                    variant="secondary"
                    className="py-1"
                    disabled={change.isPending}
                    onClick={() => lock(field, !verified)}
                    aria-label={`${verified ? 'Unlock' : 'Verify'} ${fieldWords(field)}`}
                  >
                    {verified ? 'Unlock' : 'Verify'}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
      <Button
        type="submit"
        loading={change.isPending}
        disabled={change.isPending || Object.keys(facts).length === 0}
      >
        Save changes
      </Button>
    </form>
  );
}

function ChangeLog({ studentId }: { studentId: string }) {
  const changes = useRecordChanges(studentId);
  if (!changes.data) return <QueryState isPending={changes.isPending} error={changes.error} />;
  if (changes.data.length === 0) return <EmptyState title="No change yet" />;
  const actionWords = { edit: 'changed', verify: 'verified', unverify: 'unlocked' } as const;
  return (
    <ol aria-label="Change log" className="divide-y divide-slate-100 text-sm">
      {changes.data.map((c, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only and shown newest first
        <li key={index} className="py-2">
          <p className="text-slate-900">
            <span className="font-medium">{fieldWords(c.field)}</span> {actionWords[c.action]}
            {c.action === 'edit' && ` from ${c.oldValue ?? 'blank'} to ${c.newValue ?? 'blank'}`}
            {c.action === 'verify' && c.newValue !== null && ` at ${c.newValue}`}
          </p>
          <p className="text-slate-600">
            {c.by?.name ?? (c.byRole === 'student' ? 'The student' : 'Staff')} · {formatDateTime(c.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** One student's record with each field's value and lock, and the log of every change to it. */
export function RecordEditor({ studentId }: { studentId: string }) {
  const record = useRecord(studentId);
  return (
    <>
      <Card title="Academic record">
        {!record.data ? (
          <QueryState isPending={record.isPending} error={record.error} />
        ) : (
          <RecordForm key={studentId} studentId={studentId} record={record.data} />
        )}
      </Card>
      <Card title="Change log">
        <ChangeLog studentId={studentId} />
      </Card>
    </>
  );
}

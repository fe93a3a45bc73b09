import type { AcademicFactsBody, AcademicRecord } from '@placement/contract';
import { ACADEMIC_FIELDS, type AcademicField, academicFieldWords } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useEditRecord } from '../api/season';

type Draft = Record<AcademicField | 'cgpaScale', string>;
const TEXT_FIELDS = new Set<string>(['programme', 'branch', 'gender']);
const EDITABLE = [...ACADEMIC_FIELDS, 'cgpaScale'] as const;

const draftOf = (record: AcademicRecord): Draft =>
  Object.fromEntries(EDITABLE.map((f) => [f, record[f] == null ? '' : String(record[f])])) as Draft;

function changedFacts(record: AcademicRecord, draft: Draft): AcademicFactsBody {
  const facts: Record<string, unknown> = {};
  for (const field of EDITABLE) {
    const text = draft[field].trim();
    const value = text === '' ? null : TEXT_FIELDS.has(field) ? text : Number(text);
    if (value !== record[field]) facts[field] = value;
  }
  return facts as AcademicFactsBody;
}

/**
 * The student's record: each field with its verification state; a field the placement cell verified is read-only
 * with a note saying who can change it.
 */
export function RecordCard({ record }: { record: AcademicRecord }) {
  const [draft, setDraft] = useState<Draft>(draftOf(record));
  const edit = useEditRecord();
  const toast = useToast();
  const facts = changedFacts(record, draft);
  const locked = (field: (typeof EDITABLE)[number]) =>
    record.verified.includes(field === 'cgpaScale' ? 'cgpa' : field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the form is drawn again once the saved record comes back, so the toast follows the promise
    edit.mutateAsync(facts).then(
      () => toast('Record saved', 'success'),
      () => {},
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        Roll number:{' '}
        <span className="font-semibold">{record.rollNumber ?? 'not set by the placement cell yet'}</span>
      </p>
      <ul aria-label="Record fields" className="grid gap-4 sm:grid-cols-2">
        {EDITABLE.map((field) => {
          const label = field === 'cgpaScale' ? 'CGPA scale' : academicFieldWords[field];
          const isLocked = locked(field);
          const noteId = `record-${field}-state`;
          const common = {
            label,
            value: draft[field],
            disabled: isLocked,
            'aria-describedby': noteId,
          };
          const set = (value: string) => setDraft({ ...draft, [field]: value });
          return (
            <li key={field} className="rounded-lg border border-slate-200 p-3">
              {field === 'gender' ? (
                <SelectField {...common} onChange={(e) => set(e.target.value)}>
                  <option value="">Not recorded</option>
                  <option value="female">Female</option>
                  <option value="male">Male</option>
                  <option value="other">Other</option>
                </SelectField>
              ) : field === 'cgpaScale' ? (
                <SelectField {...common} onChange={(e) => set(e.target.value)}>
                  <option value="10">10</option>
                  <option value="4">4</option>
                </SelectField>
              ) : (
                <TextField
                  {...common}
                  readOnly={isLocked}
                  onChange={(e) => set(e.target.value)}
                  {...(TEXT_FIELDS.has(field) ? { maxLength: 60 } : { type: 'number', min: 0, step: 'any' })}
                />
              )}
              <p id={noteId} className={`mt-1.5 text-xs ${isLocked ? 'text-emerald-800' : 'text-slate-600'}`}>
                {isLocked
                  ? 'Verified by the placement cell: ask them to change it'
                  : record[field as AcademicField] == null && field !== 'cgpaScale'
                    ? 'Not recorded'
                    : 'Not verified yet'}
              </p>
            </li>
          );
        })}
      </ul>
      {edit.isError && <Alert tone="error">{edit.error.message}</Alert>}
      <Button
        type="submit"
        loading={edit.isPending}
        disabled={edit.isPending || Object.keys(facts).length === 0}
      >
        Save record
      </Button>
    </form>
  );
}

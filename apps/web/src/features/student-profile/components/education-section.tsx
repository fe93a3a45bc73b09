import {
  type Education,
  type EducationInput,
  endYearProblem,
  type FullStudent,
  formMessages,
  MAX_EDUCATION,
  YEAR_MAX,
  YEAR_MIN,
  yearProblem,
} from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { downloadFile } from '../../../lib/files';
import { useFormCheck } from '../../../lib/form-check';
import { uploadErrorMessage } from '../../../lib/upload-messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/check-field';
import { ProgressBar } from '../../../ui/progress-bar';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useAddEducation, useEditEducation, useUploadEducationMedia } from '../api/profile-mutations';
import { FileButton } from './file-button';

type Draft = {
  institute: string;
  degree: string;
  field: string;
  startYear: string;
  endYear: string;
  current: boolean;
  grade: string;
  gradeType: string;
  description: string;
};

const empty: Draft = {
  institute: '',
  degree: '',
  field: '',
  startYear: '',
  endYear: '',
  current: false,
  grade: '',
  gradeType: '',
  description: '',
};

function draftOf(e: Education): Draft {
  return {
    institute: e.institute,
    degree: e.degree,
    field: e.field,
    startYear: String(e.startYear),
    endYear: e.endYear === null ? '' : String(e.endYear),
    current: e.current,
    grade: e.grade,
    gradeType: e.gradeType ?? '',
    description: e.description,
  };
}

/** What the server takes for one entry (EducationInput), from a saved entry or a draft. */
function inputOf(d: Draft, id?: string): EducationInput {
  return {
    ...(id ? { _id: id } : {}),
    institute: d.institute.trim(),
    degree: d.degree.trim(),
    field: d.field.trim(),
    startYear: Number(d.startYear),
    endYear: d.current || !d.endYear ? null : Number(d.endYear),
    current: d.current,
    grade: d.grade.trim(),
    ...(d.gradeType ? { gradeType: d.gradeType as EducationInput['gradeType'] } : {}),
    description: d.description.trim(),
  };
}

const saved = (e: Education) => inputOf(draftOf(e), e._id);

/** The server's rules for one entry (contract form-rules), by field. */
function problemsOf(d: Draft) {
  const endYear = d.current || !d.endYear.trim() ? null : Number(d.endYear);
  return {
    institute: d.institute.trim() ? null : formMessages.instituteAndDegreeRequired,
    degree: d.degree.trim() ? null : formMessages.instituteAndDegreeRequired,
    startYear: yearProblem(Number(d.startYear.trim() || Number.NaN)),
    endYear: endYear === null ? null : (yearProblem(endYear) ?? endYearProblem(Number(d.startYear), endYear)),
  };
}

function EducationForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (draft: Draft) => void;
  onCancel?: () => void;
}) {
  const [d, setD] = useState(initial);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setD((x) => ({ ...x, [key]: event.target.value }));
  const { formRef, check, errorOf } = useFormCheck(problemsOf(d));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) onSubmit(d);
  };
  const year = { type: 'number', min: YEAR_MIN, max: YEAR_MAX, inputMode: 'numeric' as const };
  /** a checked field's value, change handler and problem */
  const checked = (key: keyof ReturnType<typeof problemsOf>) => ({
    value: d[key],
    onChange: set(key),
    error: errorOf(key),
  });
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Institute" required maxLength={200} {...checked('institute')} />
      <TextField label="Degree" required maxLength={120} {...checked('degree')} />
      <TextField label="Field of study" maxLength={120} value={d.field} onChange={set('field')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Start year" required {...year} {...checked('startYear')} />
        <TextField
          label="End year"
          {...year}
          {...checked('endYear')}
          value={d.current ? '' : d.endYear}
          disabled={d.current}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <Checkbox checked={d.current} onChange={(e) => setD((x) => ({ ...x, current: e.target.checked }))} />I
        study here now
      </label>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Grade" maxLength={20} value={d.grade} onChange={set('grade')} />
        <SelectField label="Grade type" value={d.gradeType} onChange={set('gradeType')}>
          <option value="">—</option>
          <option value="cgpa">CGPA</option>
          <option value="percentage">Percentage</option>
          <option value="grade">Grade</option>
        </SelectField>
      </div>
      <TextareaField
        label="Description"
        className="sm:col-span-2"
        rows={3}
        maxLength={1000}
        value={d.description}
        onChange={set('description')}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" loading={pending} disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
      {error && (
        <div className="sm:col-span-2">
          <Alert tone="error">{uploadErrorMessage(error)}</Alert>
        </div>
      )}
    </form>
  );
}

function MediaUpload({ entry }: { entry: Education }) {
  const upload = useUploadEducationMedia();
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        {entry.media && (
          <Button
            variant="ghost"
            onClick={() => void downloadFile(entry.media!.url, entry.media!.name)}
            aria-label={`Download ${entry.media.name}`}
          >
            {entry.media.name}
          </Button>
        )}
        <FileButton
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          busy={upload.isPending}
          onFile={(file, done) => upload.mutate({ educationId: entry._id, file }, { onSettled: done })}
        >
          {upload.isPending ? 'Uploading…' : entry.media ? 'Replace document' : 'Upload document'}
          <span className="sr-only">
            {' '}
            for {entry.degree}, {entry.institute}
          </span>
        </FileButton>
        <span className="text-xs text-slate-600">
          Marksheet or certificate: PDF, PNG or JPEG, at most 50 KB.
        </span>
      </div>
      {upload.isPending && <ProgressBar value={upload.progress} label="Document upload" />}
      {upload.isError && <Alert tone="error">{uploadErrorMessage(upload.error)}</Alert>}
    </div>
  );
}

export function EducationSection({ student }: { student: FullStudent }) {
  const add = useAddEducation();
  const edit = useEditEducation();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(student.Education.length === 0);
  const list = student.Education;

  return (
    <div className="space-y-6">
      <Card
        title="Education"
        actions={
          !adding &&
          list.length < MAX_EDUCATION && (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add education
            </Button>
          )
        }
      >
        {list.length === 0 && <p className="text-sm text-slate-600">No education added yet.</p>}
        <ul className="space-y-4">
          {list.map((entry) => (
            <li key={entry._id} className="rounded-lg border border-slate-200 p-4">
              {editing === entry._id ? (
                <EducationForm
                  initial={draftOf(entry)}
                  submitLabel="Save changes"
                  pending={edit.isPending}
                  error={edit.error}
                  onCancel={() => setEditing(null)}
                  onSubmit={(draft) =>
                    edit.mutate(
                      list.map((e) => (e._id === entry._id ? inputOf(draft, e._id) : saved(e))),
                      { onSuccess: () => setEditing(null) },
                    )
                  }
                />
              ) : (
                <>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h3 className="font-semibold text-slate-900">
                        {entry.degree}
                        {entry.field ? `, ${entry.field}` : ''}
                      </h3>
                      <p className="text-sm text-slate-700">{entry.institute}</p>
                      <p className="text-sm text-slate-600">
                        {entry.startYear} – {entry.current ? 'Present' : (entry.endYear ?? '')}
                        {entry.grade
                          ? ` · ${entry.grade}${entry.gradeType ? ` ${entry.gradeType.toUpperCase()}` : ''}`
                          : ''}
                      </p>
                      {entry.description && (
                        <p className="mt-1 text-sm text-slate-700">{entry.description}</p>
                      )}
                    </div>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => {
                          edit.reset();
                          setEditing(entry._id);
                        }}
                        aria-label={`Edit ${entry.degree}, ${entry.institute}`}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={edit.isPending}
                        onClick={() => edit.mutate(list.filter((e) => e._id !== entry._id).map(saved))}
                        aria-label={`Remove ${entry.degree}, ${entry.institute}`}
                      >
                        Remove
                      </Button>
                    </div>
                  </div>
                  <MediaUpload entry={entry} />
                </>
              )}
            </li>
          ))}
        </ul>
        {edit.isError && editing === null && (
          <div className="mt-3">
            <Alert tone="error">{edit.error.message}</Alert>
          </div>
        )}
      </Card>
      {adding && (
        <Card title="Add education">
          <EducationForm
            initial={empty}
            submitLabel="Add education"
            pending={add.isPending}
            error={add.error}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
            onSubmit={(draft) => add.mutate(inputOf(draft), { onSuccess: () => setAdding(false) })}
          />
        </Card>
      )}
    </div>
  );
}

import { salaryFilterProblem } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { employmentLabel, employmentTypes, workplaceLabel, workplaceTypes } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import type { JobFilters } from '../api/jobs';

/** the salary boxes' bounds, in lakhs a year */
const salary = { type: 'number', min: 0, max: 10000, step: '0.5' } as const;

/** A filter's choices: Any, then each value under its label. */
function AnyOf<T extends string>({
  values,
  labelOf,
}: {
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return (
    <>
      <option value="">Any</option>
      {values.map((t) => (
        <option key={t} value={t}>
          {labelOf(t)}
        </option>
      ))}
    </>
  );
}

const keys = ['title', 'location', 'employmentType', 'workplaceType', 'salaryMin', 'salaryMax'] as const;

export function JobFiltersForm({
  initial,
  onApply,
}: {
  initial: JobFilters;
  onApply: (filters: JobFilters) => void;
}) {
  const [f, setF] = useState<JobFilters>(initial);
  const set = (key: (typeof keys)[number]) => (event: { target: { value: string } }) =>
    setF((x) => ({ ...x, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(f);
  };
  const amount = (text: string | undefined) => (text?.trim() ? Number(text) : null);
  const salaryError = salaryFilterProblem(amount(f.salaryMin), amount(f.salaryMax));
  return (
    <form
      onSubmit={submit}
      aria-label="Filter jobs"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField label="Job title" value={f.title ?? ''} onChange={set('title')} maxLength={100} />
      <TextField label="Location" value={f.location ?? ''} onChange={set('location')} maxLength={100} />
      <SelectField label="Employment type" value={f.employmentType ?? ''} onChange={set('employmentType')}>
        <AnyOf values={employmentTypes} labelOf={employmentLabel} />
      </SelectField>
      <SelectField label="Workplace type" value={f.workplaceType ?? ''} onChange={set('workplaceType')}>
        <AnyOf values={workplaceTypes} labelOf={workplaceLabel} />
      </SelectField>
      <TextField
        label="Minimum salary (LPA)"
        {...salary}
        value={f.salaryMin ?? ''}
        onChange={set('salaryMin')}
      />
      <TextField
        label="Maximum salary (LPA)"
        {...salary}
        value={f.salaryMax ?? ''}
        onChange={set('salaryMax')}
        error={salaryError}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={Boolean(salaryError)}>
          Search jobs
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setF({});
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}

export function filtersFrom(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of [...keys, 'companyId'] as const) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

import type { EligibilityRulesBody, JobTermsBody } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CheckField } from '../../../ui/check-field';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useCycles } from '../api/cycles';
import { useJobTerms, useSetJobTerms } from '../api/job-terms';
import { useBranches } from '../api/records';

const NUMBER_RULES = [
  ['minCgpa', 'Minimum CGPA (out of 10)'],
  ['maxActiveBacklogs', 'Most active backlogs'],
  ['maxTotalBacklogs', 'Most backlogs in all'],
  ['minClassX', 'Minimum Class X %'],
  ['minClassXII', 'Minimum Class XII %'],
  ['minDiploma', 'Minimum diploma %'],
  ['maxGapYears', 'Most gap years'],
] as const;
type NumberRule = (typeof NUMBER_RULES)[number][0];

const unique = (values: string[]) => [...new Set(values)];
const toggle = (list: string[], value: string, on: boolean) =>
  on ? unique([...list, value]) : list.filter((v) => v !== value);

function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: string[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <CheckField
            key={option}
            label={option}
            checked={chosen.includes(option)}
            onChange={(e) => onChange(toggle(chosen, option, e.target.checked))}
          />
        ))}
      </div>
    </fieldset>
  );
}

function TermsForm({ jobId, initial }: { jobId: string; initial: JobTermsBody | null }) {
  const cycles = useCycles();
  const branches = useBranches();
  const save = useSetJobTerms(jobId);
  const toast = useToast();
  const [cycleId, setCycleId] = useState(initial?.cycleId ?? '');
  const [ctc, setCtc] = useState(initial ? String(initial.ctc) : '');
  const [bond, setBond] = useState(initial?.bond ?? '');
  const rules = initial?.rules ?? {};
  const [numbers, setNumbers] = useState<Record<NumberRule, string>>(
    Object.fromEntries(
      NUMBER_RULES.map(([rule]) => [rule, rules[rule] == null ? '' : String(rules[rule])]),
    ) as Record<NumberRule, string>,
  );
  const [programmes, setProgrammes] = useState<string[]>(rules.programmes ?? []);
  const [chosenBranches, setChosenBranches] = useState<string[]>(rules.branches ?? []);
  const [years, setYears] = useState((rules.passOutYears ?? []).join(', '));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: EligibilityRulesBody = {};
    for (const [rule] of NUMBER_RULES) if (numbers[rule].trim() !== '') next[rule] = Number(numbers[rule]);
    if (programmes.length) next.programmes = programmes;
    if (chosenBranches.length) next.branches = chosenBranches;
    const passOutYears = unique(years.split(/[\s,]+/).filter(Boolean)).map(Number);
    if (passOutYears.length) next.passOutYears = passOutYears;
    save.mutate(
      { cycleId, ctc: Number(ctc), bond: bond.trim(), rules: next },
      { onSuccess: (reply) => toast(reply.message, 'success') },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Cycle" value={cycleId} required onChange={(e) => setCycleId(e.target.value)}>
          <option value="">Choose a cycle…</option>
          {cycles.data?.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="CTC (LPA)"
          type="number"
          min={0}
          step="0.01"
          required
          value={ctc}
          onChange={(e) => setCtc(e.target.value)}
        />
        <TextField label="Bond" maxLength={300} value={bond} onChange={(e) => setBond(e.target.value)} />
        <TextField
          label="Pass-out years"
          placeholder="2027"
          value={years}
          onChange={(e) => setYears(e.target.value)}
          hint="Separated by commas; blank for any"
        />
        {NUMBER_RULES.map(([rule, label]) => (
          <TextField
            key={rule}
            label={label}
            type="number"
            min={0}
            step="any"
            value={numbers[rule]}
            onChange={(e) => setNumbers({ ...numbers, [rule]: e.target.value })}
          />
        ))}
      </div>
      <Choices
        legend="Programmes (none ticked: any)"
        options={unique((branches.data ?? []).map((b) => b.programme))}
        chosen={programmes}
        onChange={setProgrammes}
      />
      <Choices
        legend="Branches (none ticked: any)"
        options={unique((branches.data ?? []).map((b) => b.branch))}
        chosen={chosenBranches}
        onChange={setChosenBranches}
      />
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <Button type="submit" loading={save.isPending} disabled={save.isPending || !cycleId || ctc === ''}>
        Save terms
      </Button>
    </form>
  );
}

/** A job's terms and eligibility rules at the college: its cycle, CTC, bond and the rules students are judged by. */
export function JobTermsCard({ jobId }: { jobId: string }) {
  const terms = useJobTerms(jobId);
  return (
    <Card title="Terms and eligibility rules">
      {terms.isPending ? (
        <QueryState isPending error={null} />
      ) : terms.error ? (
        <QueryState isPending={false} error={terms.error} />
      ) : (
        <>
          {terms.data && terms.data.state !== 'approved' && (
            <Alert tone="info">
              These terms are {terms.data.state.replace('_', ' ')}: students are not judged by them yet.
            </Alert>
          )}
          <TermsForm
            key={`${jobId}-${terms.data?.version ?? 0}`}
            jobId={jobId}
            initial={
              terms.data?.cycleId && terms.data.ctc != null
                ? {
                    cycleId: terms.data.cycleId,
                    ctc: terms.data.ctc,
                    bond: terms.data.bond,
                    rules: terms.data.rules,
                  }
                : null
            }
          />
        </>
      )}
    </Card>
  );
}

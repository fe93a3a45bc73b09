import { DEFAULT_OFFER_POLICY, type OfferPolicy } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CheckField } from '../../../ui/check-field';
import { RadioChoice } from '../../../ui/radio-choice';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useOpenCycle } from '../api/cycles';
import { PolicyEditor, policyIsValid } from './policy-editor';

const KINDS = [
  ['placement', 'Placement'],
  ['internship', 'Internship'],
] as const;

const batchesOf = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/** Open a placement or internship cycle for an academic year and its batches, with its offer policy. */
export function OpenCycle() {
  const [kind, setKind] = useState<'placement' | 'internship'>('placement');
  const [academicYear, setAcademicYear] = useState('');
  const [batches, setBatches] = useState('');
  const [optOutAllowed, setOptOutAllowed] = useState(true);
  const [requireVerified, setRequireVerified] = useState(true);
  const [policy, setPolicy] = useState<OfferPolicy>(DEFAULT_OFFER_POLICY);
  const open = useOpenCycle();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate(
      { kind, academicYear, batches: batchesOf(batches), optOutAllowed, requireVerified, policy },
      {
        onSuccess: (reply) => {
          toast(`${reply.message}: ${reply.cycle.name}`, 'success');
          setAcademicYear('');
          setBatches('');
          setPolicy(DEFAULT_OFFER_POLICY);
        },
      },
    );
  };

  return (
    <Card title="Open a cycle">
      <form onSubmit={submit} className="space-y-4">
        <RadioChoice legend="Kind" name="cycle-kind" choices={KINDS} value={kind} onChange={setKind} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Academic year"
            placeholder="2026-27"
            pattern="\d{4}-\d{2}"
            required
            value={academicYear}
            onChange={(e) => setAcademicYear(e.target.value)}
            hint="As 2026-27"
          />
          <TextField
            label="Batches (pass-out years)"
            placeholder="2027"
            required
            value={batches}
            onChange={(e) => setBatches(e.target.value)}
            hint="Separated by commas: 2027, 2028"
          />
        </div>
        <div className="flex flex-col gap-2">
          <CheckField
            label="Students may opt out (with a reason)"
            checked={optOutAllowed}
            onChange={(e) => setOptOutAllowed(e.target.checked)}
          />
          <CheckField
            label="Eligibility reads only verified records"
            checked={requireVerified}
            onChange={(e) => setRequireVerified(e.target.checked)}
          />
        </div>
        <PolicyEditor policy={policy} onChange={setPolicy} />
        {open.isError && <Alert tone="error">{open.error.message}</Alert>}
        <Button
          type="submit"
          loading={open.isPending}
          disabled={open.isPending || !policyIsValid(policy) || batchesOf(batches).length === 0}
        >
          Open cycle
        </Button>
      </form>
    </Card>
  );
}

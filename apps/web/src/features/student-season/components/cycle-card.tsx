import type { StudentCyclesReply } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import type { Static } from 'typebox';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CheckField } from '../../../ui/check-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useEnrol } from '../api/season';

type StudentCycle = Static<typeof StudentCyclesReply>['cycles'][number];

/** A cycle of the student's batch: its consent text, enrolling with consent, opting out with a reason where allowed. */
export function CycleCard({ cycle }: { cycle: StudentCycle }) {
  const [consent, setConsent] = useState(false);
  const [reason, setReason] = useState('');
  const enrol = useEnrol(cycle._id);
  const toast = useToast();
  const state = cycle.enrolment?.state ?? null;
  const closed = cycle.status === 'closed';
  const submitEnrol = (event: FormEvent) => {
    event.preventDefault();
    enrol.mutate({ state: 'enrolled', consent: true }, { onSuccess: (r) => toast(r.message, 'success') });
  };
  const submitOptOut = (event: FormEvent) => {
    event.preventDefault();
    enrol.mutate(
      { state: 'opted_out', reason: reason.trim() },
      { onSuccess: (r) => toast(r.message, 'success') },
    );
  };
  return (
    <Card title={`${cycle.name} cycle`} headingLevel={2}>
      <div className="space-y-4 text-sm text-slate-800">
        <p>
          Batches {cycle.batches.join(', ')} · {closed ? 'closed' : 'open'}
        </p>
        <p className="font-medium">
          {state === 'enrolled'
            ? `You are enrolled (consent given ${formatDateTime(cycle.enrolment?.consentAt ?? null)}).`
            : state === 'opted_out'
              ? `You opted out: ${cycle.enrolment?.optOutReason}`
              : 'You have not enrolled yet.'}
        </p>
        {!closed && state !== 'enrolled' && (
          <form
            onSubmit={submitEnrol}
            className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <p>{cycle.consentText}</p>
            <CheckField label="I agree" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <div>
              <Button type="submit" disabled={!consent || enrol.isPending} loading={enrol.isPending}>
                Enrol
              </Button>
            </div>
          </form>
        )}
        {!closed && state !== 'opted_out' && cycle.optOutAllowed && (
          <form onSubmit={submitOptOut} className="flex flex-wrap items-end gap-3">
            <TextField
              label="Reason for opting out"
              minLength={3}
              maxLength={300}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="secondary" disabled={reason.trim().length < 3 || enrol.isPending}>
              Opt out
            </Button>
          </form>
        )}
        {!cycle.optOutAllowed && (
          <p className="text-slate-600">The placement cell does not allow opting out of this cycle.</p>
        )}
        {enrol.isError && <Alert tone="error">{enrol.error.message}</Alert>}
      </div>
    </Card>
  );
}

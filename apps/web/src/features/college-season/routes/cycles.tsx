import type { Cycle } from '@placement/contract';
import type { OfferPolicy } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { QueryState } from '../../../ui/query-state';
import { Table } from '../../../ui/table';
import { useToast } from '../../../ui/toast';
import { useCycles, useEnrolments, useSavePolicy } from '../api/cycles';
import { OpenCycle } from '../components/open-cycle';
import { PolicyEditor, policyIsValid } from '../components/policy-editor';

/** season/cycles: the college's cycles, and a form to open one. */
export function CyclesPage() {
  const cycles = useCycles();
  return (
    <div className="space-y-6">
      <Card title="Cycles">
        {!cycles.data ? (
          <QueryState isPending={cycles.isPending} error={cycles.error} />
        ) : cycles.data.length === 0 ? (
          <EmptyState title="No cycle yet">Open the season's first cycle below.</EmptyState>
        ) : (
          <ul aria-label="Cycles" className="divide-y divide-slate-100">
            {cycles.data.map((cycle) => (
              <li key={cycle._id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <div>
                  <p className="font-semibold text-slate-900">
                    <Link to={`/college/season/cycles/${cycle._id}`} className="hover:underline">
                      {cycle.name}
                    </Link>
                  </p>
                  <p className="text-slate-600">
                    Batches {cycle.batches.join(', ')} · {cycle.status} · policy version{' '}
                    {cycle.policy.version} · {cycle.enrolled} enrolled, {cycle.optedOut} opted out
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <OpenCycle />
    </div>
  );
}

const policyOf = ({ _id, version: _version, ...policy }: Cycle['policy']): OfferPolicy => policy;

function PolicyCard({ cycle }: { cycle: Cycle }) {
  const [policy, setPolicy] = useState<OfferPolicy>(policyOf(cycle.policy));
  const save = useSavePolicy(cycle._id);
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the card is drawn again for the new version, so the toast follows the promise
    save.mutateAsync(policy).then(
      (reply) => toast(`${reply.message}: version ${reply.cycle.policy.version}`, 'success'),
      () => {},
    );
  };
  return (
    <Card title={`Offer policy, version ${cycle.policy.version}`}>
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-600">
          Saving makes a new version; applications made before keep the version they were judged under.
        </p>
        <PolicyEditor policy={policy} onChange={setPolicy} />
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <Button type="submit" loading={save.isPending} disabled={save.isPending || !policyIsValid(policy)}>
          Save as a new version
        </Button>
      </form>
    </Card>
  );
}

function Enrolments({ cycleId }: { cycleId: string }) {
  const enrolments = useEnrolments(cycleId);
  return (
    <Card title="Enrolments">
      {!enrolments.data ? (
        <QueryState isPending={enrolments.isPending} error={enrolments.error} />
      ) : enrolments.data.length === 0 ? (
        <EmptyState title="No student has enrolled or opted out yet" />
      ) : (
        <Table label="Enrolments" columns={['Student', 'Batch', 'State', 'Consent or reason']}>
          {enrolments.data.map((e) => (
            <tr key={e.student._id} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {e.student.name}
                <span className="block font-normal text-slate-600">{e.student.email}</span>
              </th>
              <td className="py-2 pr-4">{e.student.batch ?? '—'}</td>
              <td className="py-2 pr-4">{e.state === 'enrolled' ? 'Enrolled' : 'Opted out'}</td>
              <td className="py-2">
                {e.state === 'enrolled' ? `Consented ${formatDateTime(e.consentAt)}` : e.optOutReason}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Card>
  );
}

/** season/cycles/:cycleId: the cycle's policy (a new version on save) and who enrolled or opted out and why. */
export function CyclePage() {
  const { cycleId = '' } = useParams();
  const cycles = useCycles();
  const cycle = cycles.data?.find((c) => c._id === cycleId);
  if (!cycles.data) return <QueryState isPending={cycles.isPending} error={cycles.error} />;
  if (!cycle) return <EmptyState title="Cycle not found" />;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">{cycle.name}</h2>
      <PolicyCard key={`${cycle._id}-${cycle.policy.version}`} cycle={cycle} />
      <Enrolments cycleId={cycle._id} />
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StudentSelect } from '../../../ui/college-pickers';
import { EmptyState } from '../../../ui/empty-state';
import { QueryState } from '../../../ui/query-state';
import { RadioChoice } from '../../../ui/radio-choice';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useJobLog, useSetEligibility } from '../api/job-terms';

const DECISIONS = [
  ['include', 'Include'],
  ['exclude', 'Exclude'],
] as const;

/** Include or exclude one student for the job whatever the rules say, with the reason the log keeps. */
export function IncludeExclude({ jobId }: { jobId: string }) {
  const [studentId, setStudentId] = useState('');
  const [decision, setDecision] = useState<'include' | 'exclude'>('include');
  const [reason, setReason] = useState('');
  const set = useSetEligibility(jobId);
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set.mutate(
      { studentId, decision, reason: reason.trim() },
      {
        onSuccess: (reply) => {
          toast(reply.message, 'success');
          setReason('');
        },
      },
    );
  };
  return (
    <Card title="Include or exclude a student">
      <form onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <StudentSelect value={studentId} onChange={setStudentId} />
          <TextField
            label="Reason"
            required
            minLength={3}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <RadioChoice
          legend="Decision"
          name="override"
          choices={DECISIONS}
          value={decision}
          onChange={setDecision}
        />
        {set.isError && <Alert tone="error">{set.error.message}</Alert>}
        <Button
          type="submit"
          loading={set.isPending}
          disabled={set.isPending || !studentId || reason.trim().length < 3}
        >
          Save decision
        </Button>
      </form>
    </Card>
  );
}

const kindWords: Record<string, string> = {
  terms: 'Terms set',
  included: 'Included',
  excluded: 'Excluded',
};

/** The job's log at the college: terms set, inclusions and exclusions, with who and why; newest first. */
export function JobLog({ jobId }: { jobId: string }) {
  const log = useJobLog(jobId);
  return (
    <Card title="Job log">
      {!log.data ? (
        <QueryState isPending={log.isPending} error={log.error} />
      ) : log.data.length === 0 ? (
        <EmptyState title="Nothing logged yet" />
      ) : (
        <ol aria-label="Job log" className="divide-y divide-slate-100 text-sm">
          {log.data.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only and shown newest first
            <li key={index} className="py-2">
              <p className="break-words text-slate-900">
                <span className="font-medium">{kindWords[entry.kind] ?? entry.kind}</span>
                {entry.student && ` ${entry.student.name}`}: {entry.detail}
              </p>
              <p className="text-slate-600">
                {entry.by?.name ?? 'Someone'} · {formatDateTime(entry.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

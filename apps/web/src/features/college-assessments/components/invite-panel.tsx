import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { type InviteInput, useInviteToAssessment } from '../api/assessments';
import { StudentPicker } from './student-picker';

type Mode = 'all' | 'batch' | 'chosen';

/** Invite approved students: all of them, one batch, or the ones ticked. */
export function InvitePanel({ assessmentId }: { assessmentId: string }) {
  const invite = useInviteToAssessment(assessmentId);
  const [mode, setMode] = useState<Mode>('all');
  const [batch, setBatch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: InviteInput =
      mode === 'chosen'
        ? { studentIds: chosen }
        : mode === 'batch'
          ? { all: true, batch: batch.trim() }
          : { all: true };
    invite.mutate(body);
  };
  const disabled =
    invite.isPending || (mode === 'batch' && !batch.trim()) || (mode === 'chosen' && chosen.length === 0);

  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Who to invite</legend>
        <div className="flex flex-wrap gap-4 text-sm text-slate-800">
          {(
            [
              ['all', 'All approved students'],
              ['batch', 'A batch'],
              ['chosen', 'Chosen students'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="invite-mode"
                className="size-4 accent-brand-700"
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'batch' && (
        <TextField
          label="Batch"
          className="max-w-xs"
          value={batch}
          onChange={(e) => setBatch(e.target.value)}
          placeholder="2027"
        />
      )}
      {mode === 'chosen' && <StudentPicker chosen={chosen} setChosen={setChosen} />}
      {invite.error && <Alert tone="error">{invite.error.message}</Alert>}
      {invite.data && (
        <Alert tone="success">
          Invited {invite.data.invited} student{invite.data.invited === 1 ? '' : 's'}
          {invite.data.alreadyInvited > 0 ? ` (${invite.data.alreadyInvited} already invited)` : ''}.
        </Alert>
      )}
      <Button type="submit" disabled={disabled} loading={invite.isPending}>
        Send invites
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioChoice } from '../../../ui/radio-choice';
import { type InviteInput, useInviteToAssessment } from '../api/assessments';
import { BatchField } from './audience-fields';
import { StudentPicker } from './student-picker';

type Mode = 'all' | 'batch' | 'chosen';

const modes = [
  ['all', 'All approved students'],
  ['batch', 'A batch'],
  ['chosen', 'Chosen students'],
] as const;

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
      <RadioChoice
        legend="Who to invite"
        name="invite-mode"
        choices={modes}
        value={mode}
        onChange={setMode}
      />
      {mode === 'batch' && <BatchField label="Batch" value={batch} onChange={setBatch} />}
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

import { type FormEvent, useState } from 'react';
import { formatIst, istLocalToIso } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { RadioChoice } from '../../../ui/radio-choice';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { type OverrideInput, useClearOverride, useOverrides, useSetOverrides } from '../api/overrides';
import { BatchField } from './audience-fields';
import { StudentPicker } from './student-picker';

type Target = 'batch' | 'chosen';

const targets = [
  ['batch', 'A batch'],
  ['chosen', 'Students I choose'],
] as const;

/** What the form asks the server, or why it cannot yet. */
function inputOf(
  target: Target,
  batch: string,
  chosen: string[],
  opens: string,
  closes: string,
  attempts: string,
): OverrideInput | string {
  const who = target === 'batch' ? { batch: batch.trim() } : { studentIds: chosen };
  if (target === 'batch' && !batch.trim()) return 'Enter the batch.';
  if (target === 'chosen' && chosen.length === 0) return 'Choose at least one student.';
  if (attempts.trim() && !/^\d+$/.test(attempts.trim()))
    return 'Extra attempts: a whole number from 0 to 20.';
  const input: OverrideInput = {
    ...who,
    ...(opens ? { openAt: istLocalToIso(opens) } : {}),
    ...(closes ? { closeAt: istLocalToIso(closes) } : {}),
    ...(attempts.trim() ? { extraAttempts: Number(attempts.trim()) } : {}),
  };
  if (!opens && !closes && !attempts.trim()) return 'Give an opening time, a closing time or extra attempts.';
  return input;
}

/**
 * Slots of a drive (Moodle's user and group overrides): a batch or some students get their own opening and
 * closing time, or more attempts; the list shows who has what, and gives a student the test's window back.
 */
export function SlotsPanel({ assessmentId }: { assessmentId: string }) {
  const overrides = useOverrides(assessmentId);
  const save = useSetOverrides(assessmentId);
  const clear = useClearOverride(assessmentId);
  const [target, setTarget] = useState<Target>('batch');
  const [batch, setBatch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [attempts, setAttempts] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rows = overrides.data?.overrides ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(target, batch, chosen, opens, closes, attempts);
    if (typeof input === 'string') {
      setProblem(input);
      return;
    }
    setProblem(null);
    save.mutate(input);
  };

  return (
    <div className="space-y-4">
      {rows.length > 0 && (
        <Table
          label="Students with their own window"
          columns={['Student', 'Batch', 'Opens', 'Closes', 'Extra attempts', 'Added minutes', '']}
        >
          {rows.map((r) => (
            <tr key={r.studentId} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                {r.name}
                <span className="block text-xs font-normal text-slate-600">{r.email}</span>
              </th>
              <td className="py-2 pr-4">{r.batch ?? '—'}</td>
              <td className="py-2 pr-4">{r.openAt ? formatIst(r.openAt) : 'The test’s'}</td>
              <td className="py-2 pr-4">{r.closeAt ? formatIst(r.closeAt) : 'The test’s'}</td>
              <td className="py-2 pr-4">{r.extraAttempts}</td>
              <td className="py-2 pr-4">{r.extraMinutes}</td>
              <td className="py-2">
                {(r.openAt || r.closeAt) && (
                  <Button
                    variant="secondary"
                    onClick={() => clear.mutate(r.studentId)}
                    disabled={clear.isPending}
                    aria-label={`Use the test’s window for ${r.name}`}
                  >
                    Use the test’s window
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <RadioChoice
          legend="For whom"
          name="slot-target"
          choices={targets}
          value={target}
          onChange={setTarget}
        />
        {target === 'batch' ? (
          <BatchField label="Batch of the slot" value={batch} onChange={setBatch} />
        ) : (
          <StudentPicker chosen={chosen} setChosen={setChosen} />
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Opens (IST)"
            type="datetime-local"
            value={opens}
            onChange={(e) => setOpens(e.target.value)}
          />
          <TextField
            label="Closes (IST)"
            type="datetime-local"
            value={closes}
            onChange={(e) => setCloses(e.target.value)}
          />
          <TextField
            label="Extra attempts"
            inputMode="numeric"
            value={attempts}
            onChange={(e) => setAttempts(e.target.value)}
          />
        </div>
        {(problem || save.error) && <Alert tone="error">{problem ?? save.error?.message}</Alert>}
        {save.data && !problem && <Alert tone="success">{save.data.message}.</Alert>}
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          Save
        </Button>
      </form>
    </div>
  );
}

import { multiplierLabel } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useSetAccommodation } from '../api/students';

/** The standing time multiplier: every test the student starts runs its timers this many times as long. */
export function AccommodationForm({ studentId, current }: { studentId: string; current: number }) {
  const save = useSetAccommodation(studentId);
  const [value, setValue] = useState(String(current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <p className="text-sm text-slate-700">
        {current === 1
          ? 'No time accommodation: tests run on their own time.'
          : `${multiplierLabel(current)} time on every test: each test's time and every question's timer.`}
      </p>
      <TextField
        label="Time multiplier"
        inputMode="decimal"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint="From 1 to 4: 1.25, 1.33, 1.5 or 2 (1 = none). It applies to tests started from now on."
        className="max-w-xs"
      />
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
      {save.data && <Alert tone="success">{save.data.message}</Alert>}
      <Button type="submit" loading={save.isPending} disabled={save.isPending}>
        Save time accommodation
      </Button>
    </form>
  );
}

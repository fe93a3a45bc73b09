import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { AddButton, RemoveButton } from '../../../ui/list-controls';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useBranches, useSetBranches } from '../api/records';

type Row = { programme: string; branch: string };

function BranchesForm({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState<Row[]>(initial.length ? initial : [{ programme: '', branch: '' }]);
  const save = useSetBranches();
  const toast = useToast();
  const set = (index: number, row: Partial<Row>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...row } : r)));
  const filled = rows.filter((r) => r.programme.trim() && r.branch.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      filled.map((r) => ({ programme: r.programme.trim(), branch: r.branch.trim() })),
      { onSuccess: (reply) => toast(`${reply.branches.length} branches saved`, 'success') },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Records and job rules naming a programme or branch not listed here are refused.
      </p>
      <ol aria-label="Programmes and branches" className="space-y-3">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is known by its place while it is edited
          <li key={index} className="flex flex-wrap items-end gap-3">
            <TextField
              label={`Programme ${index + 1}`}
              placeholder="B.Tech"
              maxLength={60}
              value={row.programme}
              onChange={(e) => set(index, { programme: e.target.value })}
            />
            <TextField
              label={`Branch ${index + 1}`}
              placeholder="CSE"
              maxLength={60}
              value={row.branch}
              onChange={(e) => set(index, { branch: e.target.value })}
            />
            <RemoveButton
              label={`Remove ${row.programme} ${row.branch}`.trim()}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <AddButton
        onClick={() => setRows([...rows, { programme: rows.at(-1)?.programme ?? '', branch: '' }])}
        disabled={rows.length >= 500}
      >
        Add branch
      </AddButton>
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      <div>
        <Button type="submit" loading={save.isPending} disabled={save.isPending}>
          Save branches
        </Button>
      </div>
    </form>
  );
}

/** season/branches: the programmes and branches the college offers (the whole list is saved at once). */
export function BranchesPage() {
  const branches = useBranches();
  return (
    <Card title="Programmes and branches">
      {!branches.data ? (
        <QueryState isPending={branches.isPending} error={branches.error} />
      ) : (
        <BranchesForm initial={branches.data} />
      )}
    </Card>
  );
}

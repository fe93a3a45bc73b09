import { type FullStudent, LINK_LABELS, LINK_NAMES, type LinkName, linkProblem } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { useUpdateLinks } from '../api/profile-mutations';

export function LinksCard({ student }: { student: FullStudent }) {
  const [links, setLinks] = useState<Record<LinkName, string>>(
    () => Object.fromEntries(LINK_NAMES.map((n) => [n, student.links[n] ?? ''])) as Record<LinkName, string>,
  );
  const update = useUpdateLinks();
  const { formRef, check, errorOf } = useFormCheck(
    Object.fromEntries(LINK_NAMES.map((n) => [n, linkProblem(n, links[n])])) as Record<
      LinkName,
      string | null
    >,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    update.mutate(Object.fromEntries(LINK_NAMES.map((n) => [n, links[n].trim()])));
  };

  return (
    <Card title="Links">
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {LINK_NAMES.map((name) => (
          <TextField
            key={name}
            label={LINK_LABELS[name]}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={300}
            value={links[name]}
            onChange={(e) => setLinks((l) => ({ ...l, [name]: e.target.value }))}
            error={errorOf(name)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save links'}
          </Button>
          {update.isSuccess && <Alert tone="success">Links saved</Alert>}
        </div>
        {update.isError && (
          <div className="sm:col-span-2">
            <Alert tone="error">{update.error.message}</Alert>
          </div>
        )}
      </form>
    </Card>
  );
}

import { type FullStudent, LINK_LABELS, LINK_NAMES, type LinkName, linkProblem } from '@placement/contract';
import { useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { TextField } from '../../../ui/text-field';
import { useUpdateLinks } from '../api/profile-mutations';
import { ProfileFormCard } from './profile-form';

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

  return (
    <ProfileFormCard
      title="Links"
      formRef={formRef}
      check={check}
      onSave={() => update.mutate(Object.fromEntries(LINK_NAMES.map((n) => [n, links[n].trim()])))}
      saving={update}
      saveLabel="Save links"
      saved="Links saved"
    >
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
    </ProfileFormCard>
  );
}

import { type FullStudent, formMessages, phoneProblem } from '@placement/contract';
import { useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { TextField } from '../../../ui/text-field';
import { useUpdateBasic } from '../api/profile-mutations';
import { ProfileFormCard } from './profile-form';

export function BasicCard({ student }: { student: FullStudent }) {
  const [firstName, setFirstName] = useState(student.FirstName);
  const [lastName, setLastName] = useState(student.LastName);
  const [phone, setPhone] = useState(student.PhoneNumber ?? '');
  const update = useUpdateBasic();
  const { formRef, check, errorOf } = useFormCheck({
    firstName: firstName.trim() ? null : formMessages.firstNameRequired,
    phone: phoneProblem(phone),
  });

  return (
    <ProfileFormCard
      title="Basic details"
      formRef={formRef}
      check={check}
      onSave={() =>
        update.mutate({ FirstName: firstName.trim(), LastName: lastName.trim(), PhoneNumber: phone.trim() })
      }
      saving={update}
      saveLabel="Save basic details"
      saved="Basic details saved"
    >
      <TextField
        label="First name"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        required
        error={errorOf('firstName')}
      />
      <TextField label="Last name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      <TextField label="Email" value={student.Email} readOnly />
      <TextField
        label="Phone number"
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        hint="Needed for text-message codes."
        error={errorOf('phone')}
      />
      <TextField label="College" value={student.college?.name ?? 'No college'} readOnly />
      <TextField label="Batch" value={student.batch ?? '—'} readOnly />
    </ProfileFormCard>
  );
}

import { type FullStudent, formMessages, phoneProblem } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { useUpdateBasic } from '../api/profile-mutations';

export function BasicCard({ student }: { student: FullStudent }) {
  const [firstName, setFirstName] = useState(student.FirstName);
  const [lastName, setLastName] = useState(student.LastName);
  const [phone, setPhone] = useState(student.PhoneNumber ?? '');
  const update = useUpdateBasic();
  const { formRef, check, errorOf } = useFormCheck({
    firstName: firstName.trim() ? null : formMessages.firstNameRequired,
    phone: phoneProblem(phone),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    update.mutate({ FirstName: firstName.trim(), LastName: lastName.trim(), PhoneNumber: phone.trim() });
  };

  return (
    <Card title="Basic details">
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
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
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save basic details'}
          </Button>
          {update.isSuccess && <Alert tone="success">Basic details saved</Alert>}
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

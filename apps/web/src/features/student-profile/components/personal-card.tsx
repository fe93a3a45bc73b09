import { dateOfBirthProblem, type FullStudent, type PersonalBody, pincodeProblem } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useUpdatePersonal } from '../api/profile-mutations';

const genders = [
  ['', 'Not specified'],
  ['female', 'Female'],
  ['male', 'Male'],
  ['other', 'Other'],
  ['prefer-not-to-say', 'Prefer not to say'],
] as const;

type Form = Record<
  'dateOfBirth' | 'gender' | 'address' | 'city' | 'state' | 'country' | 'pincode' | 'about',
  string
>;

export function PersonalCard({ student }: { student: FullStudent }) {
  const p = student.personal;
  const [form, setForm] = useState<Form>({
    dateOfBirth: p.dateOfBirth ?? '',
    gender: p.gender ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    country: p.country ?? '',
    pincode: p.pincode ?? '',
    about: p.about ?? '',
  });
  const update = useUpdatePersonal();
  const { formRef, check, errorOf } = useFormCheck({
    dateOfBirth: dateOfBirthProblem(form.dateOfBirth),
    pincode: pincodeProblem(form.pincode),
  });
  const field = (key: keyof Form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    update.mutate(form as PersonalBody);
  };

  return (
    <Card title="Personal details">
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Date of birth"
          type="date"
          {...field('dateOfBirth')}
          error={errorOf('dateOfBirth')}
        />
        <SelectField label="Gender" {...field('gender')}>
          {genders.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Address" className="sm:col-span-2" maxLength={300} {...field('address')} />
        <TextField label="City" maxLength={80} {...field('city')} />
        <TextField label="State" maxLength={80} {...field('state')} />
        <TextField label="Country" maxLength={80} {...field('country')} />
        <TextField label="PIN code" maxLength={12} {...field('pincode')} error={errorOf('pincode')} />
        <TextareaField label="About you" className="sm:col-span-2" maxLength={2000} {...field('about')} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" loading={update.isPending} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save personal details'}
          </Button>
          {update.isSuccess && <Alert tone="success">Personal details saved</Alert>}
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

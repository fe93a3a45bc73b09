import { dateOfBirthProblem, type FullStudent, type PersonalBody, pincodeProblem } from '@placement/contract';
import { useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useUpdatePersonal } from '../api/profile-mutations';
import { ProfileFormCard } from './profile-form';

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

  return (
    <ProfileFormCard
      title="Personal details"
      formRef={formRef}
      check={check}
      onSave={() => update.mutate(form as PersonalBody)}
      saving={update}
      saveLabel="Save personal details"
      saved="Personal details saved"
    >
      <TextField label="Date of birth" type="date" {...field('dateOfBirth')} error={errorOf('dateOfBirth')} />
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
    </ProfileFormCard>
  );
}

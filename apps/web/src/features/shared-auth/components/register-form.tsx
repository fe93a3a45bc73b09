import type { RegisterBody } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { NewPasswordFields, useNewPassword } from '../../../ui/new-password-fields';
import { TextField } from '../../../ui/text-field';

type RegisterFormProps = {
  /** The invite's email: prefilled and locked. */
  lockedEmail?: string | null;
  onSubmit: (body: RegisterBody) => void;
  pending: boolean;
  error: string | null;
  submitLabel?: string;
};

export function RegisterForm({
  lockedEmail,
  onSubmit,
  pending,
  error,
  submitLabel = 'Register',
}: RegisterFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState(lockedEmail ?? '');
  const [phone, setPhone] = useState('');
  const newPassword = useNewPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.ok) return;
    onSubmit({
      FirstName: firstName.trim(),
      LastName: lastName.trim(),
      Email: (lockedEmail ?? email).trim(),
      PhoneNumber: phone.trim() || undefined,
      Password: newPassword.password,
      // The server records the caller's real address; the client's claim is not needed.
      ip: undefined,
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="FirstName"
          autoComplete="given-name"
          required
          maxLength={80}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label="Last name"
          name="LastName"
          autoComplete="family-name"
          maxLength={80}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        name="Email"
        autoComplete="email"
        required
        readOnly={Boolean(lockedEmail)}
        hint={lockedEmail ? 'Set by your invite.' : undefined}
        value={lockedEmail ?? email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Phone number"
        type="tel"
        name="PhoneNumber"
        autoComplete="tel"
        inputMode="tel"
        pattern="\+?[0-9 \-]{6,20}"
        title="6 to 20 digits, spaces or dashes, optionally starting with +"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <NewPasswordFields
        value={newPassword}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        names={{ password: 'Password', confirm: 'ConfirmPassword' }}
      />
      <Button type="submit" className="w-full" loading={pending} disabled={pending || !newPassword.ok}>
        {submitLabel}
      </Button>
    </form>
  );
}

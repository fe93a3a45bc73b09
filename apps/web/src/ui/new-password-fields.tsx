import { isStrongPassword } from '@placement/domain';
import { useState } from 'react';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

/** A new password and its confirmation as a form holds them; `ok` once it is strong and both match. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const ok = isStrongPassword(password) && password === confirm;
  const clear = () => {
    setPassword('');
    setConfirm('');
  };
  return { password, confirm, setPassword, setConfirm, ok, clear };
}

type Which = 'password' | 'confirm';

interface NewPasswordFieldsProps {
  value: ReturnType<typeof useNewPassword>;
  labels?: Record<Which, string>;
  /** form field names, where a page's tests or password managers rely on them */
  names?: Record<Which, string>;
}

/** A new password, its confirmation and the live rule checks: registration, reset and the settings page. */
export function NewPasswordFields({
  value,
  labels = { password: 'New password', confirm: 'Confirm password' },
  names,
}: NewPasswordFieldsProps) {
  const field = (which: Which) => (
    <PasswordField
      label={labels[which]}
      name={names?.[which]}
      autoComplete="new-password"
      required
      value={value[which]}
      onChange={(e) => (which === 'password' ? value.setPassword : value.setConfirm)(e.target.value)}
    />
  );
  return (
    <>
      {field('password')}
      {field('confirm')}
      <PasswordChecklist password={value.password} confirm={value.confirm} />
    </>
  );
}

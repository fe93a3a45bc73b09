import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  labels?: { password: string; confirm: string };
  /** form field names, where a page's tests or password managers rely on them */
  names?: { password: string; confirm: string };
}

/** A new password, its confirmation and the live rule checks: registration, reset and the settings page. */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  labels = { password: 'New password', confirm: 'Confirm password' },
  names,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={names?.password}
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
      />
      <PasswordField
        label={labels.confirm}
        name={names?.confirm}
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
      />
      <PasswordChecklist password={password} confirm={confirm} />
    </>
  );
}

import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { NewPasswordFields, useNewPassword } from '../../../ui/new-password-fields';
import { PasswordField } from '../../../ui/password-field';
import { useUpdatePassword } from '../api/settings';

export function PasswordForm() {
  const [oldPassword, setOld] = useState('');
  const newPassword = useNewPassword();
  const update = useUpdatePassword();
  const valid = oldPassword.length > 0 && newPassword.ok;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    update.mutate(
      { oldPassword, newPassword: newPassword.password, confirmPassword: newPassword.confirm },
      {
        onSuccess: () => {
          setOld('');
          newPassword.clear();
        },
      },
    );
  };

  return (
    <Card title="Change password">
      <form onSubmit={submit} className="max-w-lg space-y-4">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOld(e.target.value)}
          required
        />
        <NewPasswordFields
          value={newPassword}
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
        />
        <p className="text-xs text-slate-600">Changing your password signs out your other devices.</p>
        <Button type="submit" loading={update.isPending} disabled={!valid || update.isPending}>
          {update.isPending ? 'Updating…' : 'Update password'}
        </Button>
        {update.isSuccess && <Alert tone="success">{update.data.message}</Alert>}
        {update.isError && <Alert tone="error">{update.error.message}</Alert>}
      </form>
    </Card>
  );
}

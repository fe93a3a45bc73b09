import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { useSelectAuth, useUpdatePhone } from '../api/settings';

/** security/secondFA: the phone number for text-message codes, then switching to them. */
export function TextMessageSetup({ phone, current }: { phone: string; current: string }) {
  const [number, setNumber] = useState(phone);
  const save = useUpdatePhone();
  const select = useSelectAuth();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = number.trim();
    if (trimmed === phone) {
      select.mutate('otp');
      return;
    }
    save.mutate(trimmed, { onSuccess: () => select.mutate('otp') });
  };
  return (
    <Card title="Text-message codes">
      <p className="text-sm text-slate-700">
        With text-message codes on, every login sends a 6-digit code to this phone and asks for it before you
        get in.
      </p>
      <form onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          required
          pattern="\+?[0-9 \-]{6,20}"
          hint="Digits, spaces or dashes, optionally starting with +."
        />
        <Button
          type="submit"
          loading={save.isPending || select.isPending}
          disabled={save.isPending || select.isPending}
        >
          {current === 'otp' ? 'Save phone number' : 'Use text-message codes'}
        </Button>
        {select.isSuccess && <Alert tone="success">{select.data.message}</Alert>}
        {(save.error || select.error) && <Alert tone="error">{(save.error ?? select.error)?.message}</Alert>}
      </form>
    </Card>
  );
}

import type { AuthType } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { useSelectAuth } from '../api/settings';

const options: { type: AuthType; label: string; text: string }[] = [
  { type: 'default', label: 'Password only', text: 'Sign in with your email and password.' },
  {
    type: 'qr',
    label: 'Authenticator app',
    text: 'At your next login you will be taken to the authenticator set-up page (/securityApp): install Google Authenticator or a similar app, scan the QR code shown there and enter the 6-digit code. After that, every login asks for a code from the app.',
  },
  {
    type: 'otp',
    label: 'Text message',
    text: 'Each login sends a 6-digit code to the phone number on your profile.',
  },
];

const isAuthType = (value: string): value is AuthType => ['default', 'qr', 'otp'].includes(value);

export function SecondFactorForm({ current, hasPhone }: { current: string; hasPhone: boolean }) {
  const [choice, setChoice] = useState<AuthType>(isAuthType(current) ? current : 'default');
  const select = useSelectAuth();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    select.mutate(choice);
  };
  return (
    <Card title="Second factor">
      <form onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="text-sm text-slate-700">
            How do you want to confirm it is you when you log in?
          </legend>
          <div className="mt-3 space-y-3">
            {options.map((option) => (
              <label
                key={option.type}
                className={`flex cursor-pointer gap-3 rounded-lg border p-4 ${
                  choice === option.type ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
                }`}
              >
                <input
                  type="radio"
                  name="second-factor"
                  value={option.type}
                  checked={choice === option.type}
                  onChange={() => setChoice(option.type)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-slate-900">
                    {option.label}
                    {current === option.type && (
                      <span className="ml-2 text-xs text-slate-600">(current)</span>
                    )}
                  </span>
                  <span className="block text-sm text-slate-700">{option.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {choice === 'otp' && !hasPhone && (
          <Alert tone="info">
            Add a phone number first:{' '}
            <Link to="/student/settings/security/secondFA" className="font-semibold underline">
              text-message set-up
            </Link>
            .
          </Alert>
        )}
        <Button type="submit" loading={select.isPending} disabled={select.isPending || choice === current}>
          {select.isPending ? 'Saving…' : 'Save second factor'}
        </Button>
        {select.isSuccess && <Alert tone="success">{select.data.message}</Alert>}
        {select.isError && <Alert tone="error">{select.error.message}</Alert>}
      </form>
    </Card>
  );
}

import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../lib/api-client';
import { draftFields } from '../lib/draft-fields';
import { Alert } from './alert';
import { Button } from './button';
import { Logo } from './logo';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

/** /college/signup and /company/signup: a new organisation and its first login, pending an admin's approval. */
export function OrganisationSignup({ kind }: { kind: 'college' | 'company' }) {
  const [form, setForm] = useState({
    organisationName: '',
    FirstName: '',
    LastName: '',
    Email: '',
    Password: '',
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const field = draftFields(form, set);
  const noun = kind === 'college' ? 'College' : 'Company';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const reply = await apiRequest<{ message: string }>(`/api/${kind}/signup`, {
        method: 'POST',
        auth: false,
        body: {
          organisationName: form.organisationName.trim(),
          FirstName: form.FirstName.trim(),
          ...(form.LastName.trim() ? { LastName: form.LastName.trim() } : {}),
          Email: form.Email.trim(),
          Password: form.Password,
        },
      });
      setDone(reply.message);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-5 py-10">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{noun} sign-up</h1>
        <p className="mt-2 text-sm text-slate-600">
          Register your {kind}. You can log in once an administrator approves it.
        </p>
        {done ? (
          <div className="mt-6 space-y-4">
            <Alert tone="success">{done}</Alert>
            <Link to={`/${kind}/login`} className="font-semibold text-brand-700 underline">
              Go to the {kind} login
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} className="mt-6 space-y-4">
            {error && <Alert tone="error">{error}</Alert>}
            <TextField
              label={`${noun} name`}
              required
              minLength={2}
              maxLength={150}
              {...field('organisationName')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First name"
                autoComplete="given-name"
                required
                maxLength={60}
                {...field('FirstName')}
              />
              <TextField label="Last name" autoComplete="family-name" maxLength={60} {...field('LastName')} />
            </div>
            <TextField label="Email" type="email" autoComplete="email" required {...field('Email')} />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              hint="At least 8 characters"
              {...field('Password')}
            />
            <Button type="submit" className="w-full" loading={pending} disabled={pending}>
              Sign up
            </Button>
            <p className="text-center text-sm text-slate-600">
              Already registered?{' '}
              <Link to={`/${kind}/login`} className="font-medium text-brand-700 underline">
                Log in
              </Link>
            </p>
          </form>
        )}
      </div>
    </main>
  );
}

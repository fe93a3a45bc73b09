import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/password-field';
import { needsSignInCode, SignInCodeField } from '../../../ui/sign-in-code-field';
import { EmailField } from './email-field';

type LoginFormProps = {
  onSubmit: (credentials: { Email: string; Password: string; code?: string }) => void;
  pending: boolean;
  error: Error | null;
  forgotPasswordPath?: string;
  emailPlaceholder?: string;
  /** the words shown for a refused login (the code prompt aside) */
  errorText?: (error: Error) => string;
};

/** Email and password (and the sign-in code when the server asks for one), for students and staff alike. */
export function LoginForm({
  onSubmit,
  pending,
  error,
  forgotPasswordPath = '/forgotPassword',
  emailPlaceholder,
  errorText = (refused) => refused.message,
}: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeAsked = needsSignInCode(error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ Email: email.trim(), Password: password, ...(codeAsked && code ? { code } : {}) });
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      {error && !codeAsked && <Alert tone="error">{errorText(error)}</Alert>}
      <EmailField value={email} onChange={(e) => setEmail(e.target.value)} placeholder={emailPlaceholder} />
      <div>
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="mt-2 text-right">
          <Link
            to={forgotPasswordPath}
            className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
      </div>
      {error && codeAsked && <SignInCodeField error={error} value={code} onChange={setCode} />}
      <Button type="submit" className="w-full" loading={pending} disabled={pending}>
        Login
      </Button>
    </form>
  );
}

import { isRejection } from '../lib/api-client';
import { Alert } from './alert';
import { TextField } from './text-field';

const CODE_REPLIES = new Set(['SIGN_IN_CODE_REQUIRED', 'SIGN_IN_CODE_WRONG']);

/** Whether a login was refused because it needs the code mailed to the account (the server's words say why). */
export function needsSignInCode(error: unknown): boolean {
  return isRejection(error) && error.code !== undefined && CODE_REPLIES.has(error.code);
}

/**
 * The mailed sign-in code: the server's explanation above a 6-digit field, shown once a login asked for it.
 * The password stays in its field: the code goes with it.
 */
export function SignInCodeField({
  error,
  value,
  onChange,
}: {
  error: Error;
  value: string;
  onChange: (code: string) => void;
}) {
  const wrong = isRejection(error) && error.code === 'SIGN_IN_CODE_WRONG';
  return (
    <div className="space-y-3">
      <Alert tone={wrong ? 'error' : 'info'}>{error.message}</Alert>
      <TextField
        label="Code from the e-mail"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        hint="6 digits, valid for 10 minutes"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </div>
  );
}

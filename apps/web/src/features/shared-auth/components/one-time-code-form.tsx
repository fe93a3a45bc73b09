import { authenticatorCode } from '@placement/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { inputClass } from '../../../ui/text-field';

type Status = { tone: 'error' | 'info'; text: string } | null;

type OneTimeCodeFormProps = {
  label: string;
  /** Resolves when the server accepted the code; rejects with the text to show otherwise. */
  verify: (code: string) => Promise<void>;
  hint?: string;
};

/** A six-digit code field that submits on Enter, with SPEC §5's client checks before any request. */
export function OneTimeCodeForm({ label, verify, hint }: OneTimeCodeFormProps) {
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    // SPEC §5: digits only, else 'fail'; exactly six, else 'invalid code'
    const check = authenticatorCode(trimmed);
    if (check !== 'ok') {
      setStatus({ tone: 'error', text: check });
      return;
    }
    setStatus({ tone: 'info', text: 'verifying' });
    setBusy(true);
    try {
      await verify(trimmed);
      setStatus(null);
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={inputId}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          aria-describedby={hint ? `${inputId}-hint` : undefined}
          className={`${inputClass} text-center font-mono text-lg tracking-[0.4em]`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        {hint && (
          <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <Button type="submit" className="w-full" loading={busy} disabled={busy}>
        Verify
      </Button>
    </form>
  );
}

import { authMessages } from '@placement/contract';
import { passwordRule } from '@placement/domain';
import { checkPath, SolidIcon } from './line-icon';

/** Every rule: an empty password meets none of them. */
const allRules = passwordRule('');

function Mark({ ok }: { ok: boolean }) {
  return ok ? (
    <SolidIcon d={checkPath} className="size-4 shrink-0 text-emerald-700" />
  ) : (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="none" aria-hidden="true">
      <circle cx="10" cy="10" r="6.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** Live password rule checks (SPEC §5), and the match line once a confirmation was typed. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm?: string }) {
  const unmet = new Set(passwordRule(password).map(({ rule }) => rule));
  return (
    <div className="space-y-2">
      <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
        {allRules.map(({ rule, message }) => {
          const ok = !unmet.has(rule);
          return (
            <li
              key={rule}
              className={`flex items-center gap-1.5 ${ok ? 'text-emerald-800' : 'text-slate-600'}`}
            >
              <Mark ok={ok} />
              <span>{message}</span>
              <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
      {confirm !== undefined && confirm.length > 0 && (
        <p
          aria-live="polite"
          className={`text-sm font-medium ${password === confirm ? 'text-emerald-800' : 'text-red-700'}`}
        >
          {password === confirm ? authMessages.passwordsMatch : authMessages.passwordsDoNotMatch}
        </p>
      )}
    </div>
  );
}

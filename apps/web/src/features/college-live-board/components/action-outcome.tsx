import { Alert } from '../../../ui/alert';

export type Outcome = { message: string; refused: { studentId: string; name: string; message: string }[] };

/** The reply to the last action: what was done, and each refused student with the reason. */
export function ActionOutcome({ outcome, onDismiss }: { outcome: Outcome; onDismiss: () => void }) {
  return (
    <Alert tone={outcome.refused.length > 0 ? 'error' : 'success'}>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-medium">{outcome.message}.</p>
          {outcome.refused.length > 0 && (
            <ul className="mt-1 list-disc pl-5" aria-label="Refused">
              {outcome.refused.map((r) => (
                <li key={r.studentId}>
                  <span className="font-medium">{r.name}</span>: {r.message}
                </li>
              ))}
            </ul>
          )}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded-md p-1 text-sm underline underline-offset-2"
        >
          Dismiss
        </button>
      </div>
    </Alert>
  );
}

import { Alert } from './alert';
import { Spinner } from './spinner';

/** The loading and error halves of a query, so screens only render data. */
export function QueryState({ isPending, error }: { isPending: boolean; error: Error | null }) {
  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (isPending)
    return (
      <output className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        Loading…
      </output>
    );
  return null;
}

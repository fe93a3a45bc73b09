import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

/** The foot of a live-board dialog's form: the server's refusal, then Cancel and the submit button. */
export function DialogFormFooter({
  sending,
  onClose,
  submitLabel,
}: {
  sending: { isPending: boolean; error: Error | null };
  onClose: () => void;
  submitLabel: string;
}) {
  return (
    <>
      {sending.error && <Alert tone="error">{sending.error.message}</Alert>}
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={sending.isPending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import type { Dialog as OpenDialog } from '../routes/take-test-state';
import { shellMessages } from '../utils/shell-messages';

/** What the test screen asks or tells over the question: end, leave, reset, a lost connection, submitting. */
export function TestDialogs({
  dialog,
  onClose,
  onEnd,
  onStay,
  onLeave,
  onReset,
  lostSeconds,
  lostEnding,
  ending,
}: {
  dialog: OpenDialog;
  onClose: () => void;
  /** the student confirmed 'End Test & Submit' */
  onEnd: () => void;
  /** the student chose to stay after trying to leave the page */
  onStay: () => void;
  onLeave: () => void;
  onReset: () => void;
  lostSeconds: number | null;
  lostEnding: boolean;
  ending: boolean;
}) {
  const confirm = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <>
      <Dialog
        open={dialog === 'end'}
        title={shellMessages.submitConfirm}
        onCancel={onClose}
        actions={
          <>
            <Button variant="secondary" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button onClick={confirm(onEnd)}>Submit</Button>
          </>
        }
      />
      <Dialog
        open={dialog === 'leave'}
        title={shellMessages.submitConfirm}
        onCancel={onStay}
        actions={
          <>
            <Button variant="secondary" onClick={onStay} data-autofocus>
              Cancel
            </Button>
            <Button onClick={confirm(onLeave)}>Submit</Button>
          </>
        }
      >
        <p>Leaving the test screen submits the test.</p>
      </Dialog>
      <Dialog
        open={dialog === 'reset'}
        title={shellMessages.resetConfirm}
        onCancel={onClose}
        actions={
          <>
            <Button variant="secondary" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button onClick={confirm(onReset)}>Reset</Button>
          </>
        }
      />
      <Dialog open={lostSeconds !== null && !ending} title={shellMessages.connectionLost}>
        {lostEnding ? (
          <p className="font-semibold">{shellMessages.testEnding}</p>
        ) : (
          <p>
            Trying to reconnect. Your answers are kept on this device. The test will be submitted
            automatically in <span className="font-semibold">{lostSeconds}</span> seconds.
          </p>
        )}
      </Dialog>

      {ending && (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/70">
          <output className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 text-slate-900 shadow-xl">
            <Spinner className="size-8 text-brand-700" />
            <span className="font-semibold">{shellMessages.submitting}</span>
          </output>
        </div>
      )}
    </>
  );
}

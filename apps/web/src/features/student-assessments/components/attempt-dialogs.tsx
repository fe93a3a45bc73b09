import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import type { Dialog as OpenDialog } from '../routes/attempt-state';
import { shellMessages } from '../utils/shell-messages';

/** A question with Cancel (focused first) and one action. */
function Confirm({
  open,
  title,
  onCancel,
  onConfirm,
  confirmLabel,
  children,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/** What the test screen asks or tells over the question: end, leave, reset, submitting. */
export function AttemptDialogs({
  dialog,
  onClose,
  onEnd,
  onStay,
  onLeave,
  onReset,
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
  ending: boolean;
}) {
  /** the question `which` asks: confirming closes it, then acts */
  const ask = (
    which: OpenDialog,
    title: string,
    confirmLabel: string,
    action: () => void,
    onCancel = onClose,
  ) => ({
    open: dialog === which,
    title,
    confirmLabel,
    onCancel,
    onConfirm: () => {
      onClose();
      action();
    },
  });
  return (
    <>
      <Confirm {...ask('end', shellMessages.submitConfirm, 'Submit', onEnd)} />
      <Confirm {...ask('leave', shellMessages.submitConfirm, 'Submit', onLeave, onStay)}>
        <p>Leaving the test screen submits the test.</p>
      </Confirm>
      <Confirm {...ask('reset', shellMessages.resetConfirm, 'Reset', onReset)} />
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

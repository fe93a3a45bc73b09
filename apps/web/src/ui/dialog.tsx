import { type ReactNode, useEffect, useId, useRef } from 'react';

type DialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Buttons; the one marked data-autofocus (else the first) gets focus when the dialog opens. */
  actions?: ReactNode;
  /** Escape calls this; without it the dialog cannot be dismissed (e.g. 'Connection Lost!'). */
  onCancel?: () => void;
  /** alertdialog for confirmations and warnings */
  role?: 'dialog' | 'alertdialog';
};

/** A modal on the native <dialog>: focus stays inside, Escape cancels, the page behind is inert. */
export function Dialog({ open, title, children, actions, onCancel, role = 'alertdialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React does not render autofocus; a [data-autofocus] control takes the focus instead of the first one.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="mt-2 text-sm text-slate-700">
              {children}
            </div>
          )}
          {actions && <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>}
        </>
      )}
    </dialog>
  );
}

import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { type MailType, useDeleteMail, useRestoreMail } from '../api/inbox';

type Deleted = { id: string; type: MailType }[];

/** How long "Undo" stays on screen (the server keeps a deleted copy far longer: services/inbox/mail-bin.ts). */
const UNDO_SHOWN_MS = 10_000;

type UndoState = { mails: Deleted; restored: boolean; error: string | null };

const DeleteContext = createContext<ReturnType<typeof useDeleteWithUndoState> | null>(null);

function useDeleteWithUndoState() {
  const remove = useDeleteMail();
  const restore = useRestoreMail();
  const [undo, setUndo] = useState<UndoState | null>(null);
  const deleteMails = useCallback(
    (mails: Deleted, options?: { onSuccess?: () => void }) =>
      remove.mutate(mails, {
        onSuccess: () => {
          setUndo({ mails, restored: false, error: null });
          options?.onSuccess?.();
        },
      }),
    [remove],
  );
  const undoDelete = () => {
    if (!undo) return;
    restore.mutate(undo.mails, {
      onSuccess: () => setUndo({ ...undo, restored: true }),
      onError: (error) => setUndo({ ...undo, error: error.message }),
    });
  };
  const dismiss = useCallback(() => setUndo(null), []);
  return { remove, restore, undo, deleteMails, undoDelete, dismiss };
}

/**
 * Deleting mail in the inbox, with Gmail's "Undo": the mail is deleted at once and a bar at the bottom offers
 * to bring it back for a few seconds. The bar lives above the inbox's routes so it survives the move from an
 * opened mail back to its folder.
 */
export function DeleteWithUndoProvider({ children }: { children: ReactNode }) {
  const state = useDeleteWithUndoState();
  return (
    <DeleteContext.Provider value={state}>
      {children}
      <UndoBar state={state} />
    </DeleteContext.Provider>
  );
}

export function useDeleteWithUndo() {
  const state = useContext(DeleteContext);
  if (!state) throw new Error('useDeleteWithUndo needs a DeleteWithUndoProvider');
  return state;
}

function UndoBar({ state }: { state: ReturnType<typeof useDeleteWithUndoState> }) {
  const { undo, restore, undoDelete, dismiss } = state;
  const [held, setHeld] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  // the pointer or the focus on the bar holds it
  const shown = Boolean(undo);
  useEffect(() => {
    const element = bar.current;
    setHeld(false);
    if (!shown || !element) return;
    const hold = () => setHeld(true);
    const release = () => setHeld(element.matches(':hover') || element.contains(document.activeElement));
    const releaseAfterFocus = () => queueMicrotask(release);
    element.addEventListener('pointerenter', hold);
    element.addEventListener('focusin', hold);
    element.addEventListener('pointerleave', release);
    element.addEventListener('focusout', releaseAfterFocus);
    return () => {
      element.removeEventListener('pointerenter', hold);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('pointerleave', release);
      element.removeEventListener('focusout', releaseAfterFocus);
    };
  }, [shown]);

  // hidden after a while, unless held (or an error waits to be read)
  useEffect(() => {
    if (!undo || held || undo.error || restore.isPending) return;
    const timer = window.setTimeout(dismiss, UNDO_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [undo, held, restore.isPending, dismiss]);

  const count = undo?.mails.length ?? 0;
  const what = count === 1 ? 'Mail' : `${count} mails`;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-4 sm:justify-start"
    >
      {undo && (
        <div
          ref={bar}
          className="pointer-events-auto flex max-w-md items-center gap-4 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          <p className="flex-1">{undo.error ?? (undo.restored ? `${what} restored.` : `${what} deleted.`)}</p>
          {!undo.restored && !undo.error && (
            <button
              type="button"
              onClick={undoDelete}
              disabled={restore.isPending}
              className="rounded-md px-2 py-1 font-semibold text-brand-100 hover:bg-white/10 disabled:text-slate-300"
            >
              {restore.isPending ? 'Restoring…' : 'Undo'}
            </button>
          )}
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss"
            className="rounded-md p-1 text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}

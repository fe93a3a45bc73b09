import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

type ToastTone = 'success' | 'error' | 'info';
/** `id` is stable per tone and text: the same message shown again is the same toast. */
type Toast = { id: string; tone: ToastTone; message: string; times: number };
export type ShowToast = (message: string, tone?: ToastTone) => void;
type ToastStore = { toasts: Toast[]; dismiss: (id: string) => void; addOutlet: () => () => void };

const ToastContext = createContext<ShowToast | null>(null);
const ToastStoreContext = createContext<ToastStore | null>(null);
const ToastClearContext = createContext<(() => void) | null>(null);

const TOAST_MS = 6000;

const toneClass: Record<ToastTone, string> = {
  success: 'border-emerald-300 bg-white text-emerald-900',
  error: 'border-red-300 bg-white text-red-800',
  info: 'border-slate-300 bg-white text-slate-900',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${toneClass[toast.tone]}`}
    >
      <p className="flex-1 font-medium">{toast.message}</p>
      {/* a repeat changes the region's text, so a screen reader announces it again */}
      {toast.times > 1 && <span className="text-xs font-semibold">×{toast.times}</span>}
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100"
        aria-label="Dismiss notification"
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
    </div>
  );
}

/** The two live regions; they stay mounted so screen readers notice what is added to them. */
function ToastRegions({ store, className }: { store: ToastStore; className: string }) {
  const errors = store.toasts.filter((t) => t.tone === 'error');
  const others = store.toasts.filter((t) => t.tone !== 'error');
  return (
    <div className={className}>
      <div role="alert" className="flex w-full max-w-sm flex-col gap-2">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={store.dismiss} />
        ))}
      </div>
      <div role="status" className="flex w-full max-w-sm flex-col gap-2">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={store.dismiss} />
        ))}
      </div>
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [outlets, setOutlets] = useState(0);
  const timers = useRef(new Map<string, number>());

  const dismiss = useCallback((id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (message, tone = 'info') => {
      const id = `${tone}:${message}`;
      setToasts((list) =>
        list.some((t) => t.id === id)
          ? list.map((t) => (t.id === id ? { ...t, times: t.times + 1 } : t))
          : [...list, { id, tone, message, times: 1 }],
      );
      // a repeat keeps the toast up for the full time again
      window.clearTimeout(timers.current.get(id));
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );

  const clear = useCallback(() => {
    for (const timer of timers.current.values()) window.clearTimeout(timer);
    timers.current.clear();
    setToasts([]);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  const addOutlet = useCallback(() => {
    setOutlets((n) => n + 1);
    return () => setOutlets((n) => n - 1);
  }, []);
  const store = useMemo(() => ({ toasts, dismiss, addOutlet }), [toasts, dismiss, addOutlet]);

  return (
    <ToastContext.Provider value={show}>
      <ToastClearContext.Provider value={clear}>
        <ToastStoreContext.Provider value={store}>
          {children}
          {outlets === 0 && (
            <ToastRegions
              store={store}
              className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
            />
          )}
        </ToastStoreContext.Provider>
      </ToastClearContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * Shows the toasts here, in the page's own layout, instead of floating over the top of the screen: a screen
 * whose top holds what must stay in sight (the test's countdown) gives them a place that covers nothing.
 */
export function ToastOutlet({ className = '' }: { /** applied while a toast shows */ className?: string }) {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('ToastOutlet needs a ToastProvider');
  const { addOutlet } = store;
  useLayoutEffect(addOutlet, [addOutlet]);
  return (
    <ToastRegions
      store={store}
      className={`flex flex-col items-center sm:items-end ${store.toasts.length > 0 ? `gap-2 ${className}` : ''}`}
    />
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider');
  return show;
}

/**
 * Dismisses every toast shown so far: for a screen whose state has moved on (a test that ends), so nothing it
 * said before (a resume, a restored connection) is left standing over what it says now.
 */
export function useClearToasts(): () => void {
  const clear = useContext(ToastClearContext);
  if (!clear) throw new Error('useClearToasts needs a ToastProvider');
  return clear;
}

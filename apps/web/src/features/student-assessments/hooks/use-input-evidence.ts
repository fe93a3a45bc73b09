import { useEffect } from 'react';
import { sendEvent } from '../api/send-event';
import { BURST_WINDOW_MS, emptyTyping, nextTyping } from '../utils/typing-burst';

/** Insertions a person types (composition is left out: an IME repeats its whole text on every change). */
const TYPED = new Set(['insertText', 'insertReplacementText']);

/** The field a paste or an insertion went into, as a reviewer reads it; null outside any field. */
function fieldOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('[data-evidence="not-an-answer"]')) return null;
  if (target.closest('.cm-editor')) return 'code editor';
  const field = target.closest('textarea, input');
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return null;
  const label = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || 'a field';
  return `answer field: ${label.slice(0, 80)}`;
}

/**
 * Paste and typing evidence (issue #20): every paste into a field of the test screen is recorded with its size
 * and whether the page refused it (the code editor does, SPEC §5), and text typed in far faster than a person
 * types is flagged. Both listen on the window after the page's own handlers, so `defaultPrevented` says
 * whether the paste was blocked; nothing here blocks or changes what the student does.
 */
export function useInputEvidence({ enabled, assessmentId }: { enabled: boolean; assessmentId: string }) {
  useEffect(() => {
    if (!enabled) return;
    let typing = emptyTyping;
    const onPaste = (event: ClipboardEvent) => {
      const field = fieldOf(event.target);
      if (!field) return;
      const chars = event.clipboardData?.getData('text/plain').length ?? 0;
      sendEvent(assessmentId, 'paste', field, { chars, blocked: event.defaultPrevented }).catch(
        () => undefined,
      );
    };
    const onInput = (event: Event) => {
      if (!(event instanceof InputEvent) || !TYPED.has(event.inputType)) return;
      const next = nextTyping(typing, event.data?.length ?? 0, performance.now());
      typing = next.window;
      if (next.burst === null) return;
      const detail = `${next.burst} characters within ${BURST_WINDOW_MS / 1000} s in the ${fieldOf(event.target) ?? 'page'}`;
      sendEvent(assessmentId, 'typing_burst', detail, { chars: next.burst }).catch(() => undefined);
    };
    window.addEventListener('paste', onPaste);
    window.addEventListener('input', onInput);
    return () => {
      window.removeEventListener('paste', onPaste);
      window.removeEventListener('input', onInput);
    };
  }, [enabled, assessmentId]);
}

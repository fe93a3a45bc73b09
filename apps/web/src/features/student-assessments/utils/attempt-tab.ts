import { TAB_CODES } from '@placement/contract';
import { ApiError } from '../../../lib/api-client';

/**
 * One tab holds an attempt (#28 item 5). Each page instance has its own tab id, sent with every call of the
 * attempt (`x-test-tab`); the server decides which tab holds it.
 *
 * A reload must stay the same tab, a duplicate must not: the id lives in memory while the page lives and is
 * put in sessionStorage only as the page goes away (pagehide), for the reloaded page to pick up and remove. A
 * duplicated tab copies sessionStorage while the first page is alive, when the id is not in it.
 */
const KEY = 'testTab';
let tabId: string | null = null;

function newTabId(): string {
  return `tab-${crypto.randomUUID()}`;
}

export function attemptTabId(): string {
  if (tabId) return tabId;
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: this page is a tab of its own
  }
  const id = saved && /^[A-Za-z0-9_-]{8,64}$/.test(saved) ? saved : newTabId();
  tabId = id;
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(KEY, id);
    } catch {
      // a reload then counts as a new tab, which takes the attempt over: its page had left
    }
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sessionStorage.removeItem(KEY);
  });
  return id;
}

export const tabHeaders = (takeOver = false): Record<string, string> => ({
  'x-test-tab': attemptTabId(),
  ...(takeOver ? { 'x-test-tab-take-over': '1' } : {}),
});

/** The server refused a call because another tab holds the attempt. */
export const isTabLost = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === TAB_CODES.notHolder;

/** Start found the attempt held by another tab. */
export const isOpenElsewhere = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === TAB_CODES.openElsewhere;

type Listener = (assessmentId: string) => void;
const listeners = new Set<Listener>();

/** Hears of every call of a test refused because this tab no longer holds it. */
export function onTabLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Calls of the attempt pass their refusals through here, so the screen hears of a lost tab whoever called. */
export async function heldCall<T>(assessmentId: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isTabLost(error)) for (const listener of listeners) listener(assessmentId);
    throw error;
  }
}

// ---- the instant notice between tabs of one browser; the server still decides ----

type Claimed = { assessmentId: string; tabId: string };
const channelName = 'placement-test-tabs';

/** Tells this browser's other tabs that this one now holds the test. */
export function announceClaim(assessmentId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage({ assessmentId, tabId: attemptTabId() } satisfies Claimed);
  channel.close();
}

/** Calls `onClaimed` when another tab of this browser takes the test over. */
export function watchClaims(assessmentId: string, onClaimed: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<Claimed>) => {
    if (event.data?.assessmentId === assessmentId && event.data.tabId !== attemptTabId()) onClaimed();
  };
  return () => channel.close();
}

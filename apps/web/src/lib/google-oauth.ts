const STORAGE_KEY = 'google-oauth';
const AUTH_ENDPOINT = 'https://accounts.google.com/o/oauth2/v2/auth';

export type GooglePurpose = 'login' | 'register';

type PendingSignIn = { state: string; purpose: GooglePurpose; search: string };

export type GoogleRedirect =
  | { ok: true; accessToken: string; purpose: GooglePurpose; search: string }
  | { ok: false; purpose: GooglePurpose; message: string };

export function googleClientId(): string | undefined {
  return import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Google's implicit flow: the browser comes back to / (login) or /student (register) with a token in the hash. */
export function startGoogleSignIn(purpose: GooglePurpose, search: string): void {
  const clientId = googleClientId();
  if (!clientId) return;
  const pending: PendingSignIn = { state: randomState(), purpose, search };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${window.location.origin}${purpose === 'login' ? '/' : '/student'}`,
    response_type: 'token',
    scope: 'openid email profile',
    include_granted_scopes: 'true',
    prompt: 'select_account',
    state: pending.state,
  });
  window.location.assign(`${AUTH_ENDPOINT}?${params}`);
}

function readPending(): PendingSignIn | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingSignIn;
  } catch {
    return null;
  }
}

function parseRedirect(): GoogleRedirect | null {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  if (!hash.has('access_token') && !hash.has('error')) return null;
  const pending = readPending();
  // Drop the token from the address bar and history at once.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (!pending) return null;
  const accessToken = hash.get('access_token');
  if (hash.get('state') !== pending.state || !accessToken) {
    return { ok: false, purpose: pending.purpose, message: 'Google sign-in was cancelled or failed' };
  }
  return { ok: true, accessToken, purpose: pending.purpose, search: pending.search };
}

let taken: GoogleRedirect | null | undefined;

/** The Google reply in the current address, read once per page load (StrictMode renders twice). */
export function takeGoogleRedirect(): GoogleRedirect | null {
  if (taken === undefined) taken = parseRedirect();
  const result = taken;
  taken = null;
  return result;
}

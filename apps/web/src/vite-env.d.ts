interface ImportMetaEnv {
  /** OAuth client id for Google sign-in; the button is disabled without it. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

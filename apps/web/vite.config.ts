import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router's package.json points every condition at its development build (remix-run/react-router#12532,
// #14753): its dev warnings and checks would ship. A production build takes the production one beside it.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // every browser we support preloads modules natively; the polyfill would only add bytes before first paint
    modulePreload: { polyfill: false },
    // the face detector's chunk (TensorFlow.js, ~330 KB gzip) is loaded only by tests that need the camera
    chunkSizeWarningLimit: 1400,
    // Fewer, fuller chunks before first paint (npm run bench:web): every page needs React, the router and the
    // form controls, so they travel as one chunk; the login page's own modules as another. The query library
    // and the session check (lib/query-provider.tsx) are one chunk that every page but the login page loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|src[\\/]lib[\\/](api-client|session)\.|src[\\/]ui[\\/](alert|text-field|password-field|button|spinner|logo)\./,
            },
            {
              name: 'query',
              // not lib/session.ts (core): the login page imports it
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/](query-provider|query-client|auth)\./,
            },
            {
              name: 'sign-in',
              includeDependenciesRecursively: false,
              test: /src[\\/](features[\\/]shared-auth[\\/](components[\\/](auth-layout|auth-illustration|google-button|login-form|email-field)|hooks[\\/]use-|api[\\/]login)|lib[\\/](google-oauth|use-request)|ui[\\/]sign-in-code-field)/,
            },
          ],
        },
      },
    },
  },
}));

import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../ui/toast';

/** The query cache is not here: lib/query-provider.tsx brings it with every page but the login page. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <BrowserRouter>{children}</BrowserRouter>
    </ToastProvider>
  );
}

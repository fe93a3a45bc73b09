import { createContext, type ReactNode, useContext } from 'react';
import { type ApiClient, studentClient } from '../../../lib/api-client';
import type { MailType } from './inbox';

/**
 * Who the inbox belongs to. The student inbox (/student/inbox, /api/student/inbox) is the default; the college
 * portal renders the same screens with its own scope (/college/inbox, /api/college/inbox, the staff token).
 */
export type InboxScope = {
  role: 'student' | 'college';
  /** where the screens live, e.g. /student/inbox */
  routeBase: string;
  /** where the API lives, e.g. /api/student/inbox */
  apiBase: string;
  /** this role's API client: its token, JSON calls, uploads and its 401 handling */
  client: ApiClient;
  /** the folder listing: GET getMails (student) or GET Mail (college) */
  listPath: string;
  /** DELETE path of one mail: /delete/{id}/{type} (student) or /delete/{id}?type (college) */
  deletePath: (id: string, type: MailType) => { path: string; query?: Record<string, string> };
  /** query keys of this inbox, so two inboxes in one browser never share a cache entry */
  queryKey: readonly string[];
};

export const studentInboxScope: InboxScope = {
  role: 'student',
  routeBase: '/student/inbox',
  apiBase: '/api/student/inbox',
  client: studentClient,
  listPath: '/getMails',
  deletePath: (id, type) => ({ path: `/delete/${encodeURIComponent(id)}/${type}` }),
  queryKey: ['inbox'],
};

const InboxScopeContext = createContext<InboxScope>(studentInboxScope);

export function InboxScopeProvider({ scope, children }: { scope: InboxScope; children: ReactNode }) {
  return <InboxScopeContext.Provider value={scope}>{children}</InboxScopeContext.Provider>;
}

export function useInboxScope(): InboxScope {
  return useContext(InboxScopeContext);
}

import type { InboxScope } from '../../../features/shared-inbox/api/scope';
import { collegeClient } from '../../../lib/college/client';

/** The shared inbox screens (features/inbox) for college staff: /college/inbox over /api/college/inbox. */
export const collegeInboxScope: InboxScope = {
  role: 'college',
  routeBase: '/college/inbox',
  apiBase: '/api/college/inbox',
  client: collegeClient,
  listPath: '/Mail',
  deletePath: (id, type) => ({ path: `/delete/${encodeURIComponent(id)}`, query: { type } }),
  queryKey: ['college', 'inbox'],
};

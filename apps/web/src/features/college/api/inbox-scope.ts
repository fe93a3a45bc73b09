import type { InboxScope } from '../../inbox/api/scope';
import { collegeRequest, getCollegeToken } from './client';

/** The shared inbox screens (features/inbox) for college staff: /college/inbox over /api/college/inbox. */
export const collegeInboxScope: InboxScope = {
  role: 'college',
  routeBase: '/college/inbox',
  apiBase: '/api/college/inbox',
  request: (path, options) => collegeRequest(path, options),
  token: getCollegeToken,
  listPath: '/Mail',
  deletePath: (id, type) => ({ path: `/delete/${encodeURIComponent(id)}`, query: { type } }),
  queryKey: ['college', 'inbox'],
};

import { AdminLayout } from '../../../features/admin/components/admin-layout';
import { StaffRoutes } from '../../../features/shared-auth/routes/staff-routes';
import { lazyNamed } from '../../../lib/lazy-named';
import { AdminLoginRoute } from './login';

const CategoriesRoute = lazyNamed(
  () => import('../../../features/admin/routes/categories'),
  'CategoriesRoute',
);
const TopicsRoute = lazyNamed(() => import('../../../features/admin/routes/topics'), 'AdminTopicsRoute');
const TopicRoute = lazyNamed(() => import('../../../features/admin/routes/topic'), 'AdminTopicRoute');
const OrganisationsRoute = lazyNamed(
  () => import('../../../features/admin/routes/organisations'),
  'OrganisationsRoute',
);
const LtiKeysRoute = lazyNamed(() => import('../../../features/admin/routes/lti-keys'), 'LtiKeysRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'AdminSecurityRoute');

/** Everything under /admin/*: login, organisations awaiting approval, categories, the shared question bank. */
export function AdminRoutes() {
  return (
    <StaffRoutes
      login={<AdminLoginRoute />}
      layout={<AdminLayout />}
      home="organisations"
      pages={[
        ['organisations', OrganisationsRoute],
        ['categories', CategoriesRoute],
        ['topics', TopicsRoute],
        ['topics/:topicId', TopicRoute],
        ['lti-keys', LtiKeysRoute],
        ['security', SecurityRoute],
      ]}
    />
  );
}

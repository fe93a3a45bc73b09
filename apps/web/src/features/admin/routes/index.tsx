import { lazyNamed } from '../../../lib/lazy-named';
import { StaffRoutes } from '../../auth/routes/staff-routes';
import { AdminLayout } from '../components/admin-layout';
import { AdminLoginRoute } from './login';

const CategoriesRoute = lazyNamed(() => import('./categories'), 'CategoriesRoute');
const TopicsRoute = lazyNamed(() => import('./topics'), 'AdminTopicsRoute');
const TopicRoute = lazyNamed(() => import('./topic'), 'AdminTopicRoute');
const OrganisationsRoute = lazyNamed(() => import('./organisations'), 'OrganisationsRoute');
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
        ['security', SecurityRoute],
      ]}
    />
  );
}

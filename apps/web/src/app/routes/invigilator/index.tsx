import { InvigilatorLayout } from '../../../features/invigilator/components/invigilator-layout';
import { StaffRoutes } from '../../../features/shared-auth/routes/staff-routes';
import { lazyNamed } from '../../../lib/lazy-named';
import { InvigilatorLoginRoute } from './login';

const TestsRoute = lazyNamed(
  () => import('../../../features/invigilator/routes/tests'),
  'InvigilatorTestsRoute',
);
const LiveBoardRoute = lazyNamed(() => import('./live-board'), 'InvigilatorLiveBoardRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'InvigilatorSecurityRoute');

/** Everything under /invigilator/*: login, password pages, the assigned tests and their live boards. */
export function InvigilatorRoutes() {
  return (
    <StaffRoutes
      login={<InvigilatorLoginRoute />}
      layout={<InvigilatorLayout />}
      home="tests"
      pages={[
        ['tests', TestsRoute],
        ['tests/:id/live', LiveBoardRoute],
        ['security', SecurityRoute],
      ]}
    />
  );
}

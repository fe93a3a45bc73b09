import { InvigilatorLayout } from '../../../features/invigilator/components/invigilator-layout';
import { StaffRoutes } from '../../../features/shared-auth/routes/staff-routes';
import { lazyNamed } from '../../../lib/lazy-named';
import { InvigilatorLoginRoute } from './login';

const AssessmentsRoute = lazyNamed(
  () => import('../../../features/invigilator/routes/assessments'),
  'InvigilatorAssessmentsRoute',
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
        ['tests', AssessmentsRoute],
        ['tests/:id/live', LiveBoardRoute],
        ['security', SecurityRoute],
      ]}
    />
  );
}

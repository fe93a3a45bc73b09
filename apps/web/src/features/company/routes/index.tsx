import { lazyNamed } from '../../../lib/lazy-named';
import { StaffRoutes } from '../../auth/routes/staff-routes';
import { CompanyLayout } from '../components/company-layout';
import { CompanyLoginRoute } from './login';

const SignupRoute = lazyNamed(() => import('./signup'), 'CompanySignupRoute');
const SecurityRoute = lazyNamed(() => import('./security'), 'CompanySecurityRoute');

const JobsRoute = lazyNamed(() => import('./jobs'), 'CompanyJobsRoute');
const JobEditorRoute = lazyNamed(() => import('./job-editor'), 'JobEditorRoute');
const JobRoute = lazyNamed(() => import('./job'), 'CompanyJobRoute');
const ProfileRoute = lazyNamed(() => import('./profile'), 'CompanyProfileRoute');

/** Everything under /company/*: login, sign-up, and the company portal (jobs, applicants, profile). */
export function CompanyRoutes() {
  return (
    <StaffRoutes
      login={<CompanyLoginRoute />}
      layout={<CompanyLayout />}
      home="jobs"
      publicPages={[['signup', SignupRoute]]}
      pages={[
        ['jobs', JobsRoute],
        ['jobs/new', JobEditorRoute],
        ['jobs/:id', JobRoute],
        ['jobs/:id/edit', JobEditorRoute],
        ['profile', ProfileRoute],
        ['security', SecurityRoute],
      ]}
    />
  );
}

import { Link } from 'react-router';
import { companyKey, useCompanyLogin, useCompanySession } from '../../../features/company/api/company';
import { staffLoginRoute } from '../../../features/shared-auth/components/staff-login';
import { companyClient } from '../../../lib/company/client';

/** /company/login */
export const CompanyLoginRoute = staffLoginRoute({
  useSession: useCompanySession,
  useLogin: useCompanyLogin,
  signIn: {
    api: '/api/company',
    request: companyClient.request,
    meKey: [...companyKey, 'me'],
    home: '/company/jobs',
  },
  forgotPasswordPath: '/company/forgot-password',
  title: 'Company login',
  description: 'Log in to post jobs and review applicants.',
  tagline: 'Reach students of every college on Placement.',
  footer: (
    <>
      New company?{' '}
      <Link to="/company/signup" className="font-medium text-brand-700 underline">
        Sign up
      </Link>
    </>
  ),
});

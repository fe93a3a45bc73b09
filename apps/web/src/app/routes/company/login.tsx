import { Link } from 'react-router';
import { companyClient } from '../../../features/company/api/client';
import { companyKey, useCompanyLogin, useCompanySession } from '../../../features/company/api/company';
import { staffLoginRoute } from '../../../features/shared-auth/components/staff-login';

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

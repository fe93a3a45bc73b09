import { Link } from 'react-router';
import { staffLoginRoute } from '../../../features/shared-auth/components/staff-login';
import { collegeRequest } from '../../../lib/college/client';
import { staffMeKey, useStaffLogin, useStaffSession } from '../../../lib/college/session';

const footerLink = 'rounded font-medium text-brand-700 underline-offset-2 hover:underline';

/** `/college/login`: the student login's look, for college staff. */
export const CollegeLoginRoute = staffLoginRoute({
  useSession: useStaffSession,
  useLogin: useStaffLogin,
  signIn: { api: '/api/college', request: collegeRequest, meKey: staffMeKey, home: '/college/dashboard' },
  forgotPasswordPath: '/college/forgot-password',
  title: 'College login',
  description: "Log in to your college's Placement portal.",
  tagline: 'Assess, shortlist and place your students.',
  footer: (
    <>
      New college?{' '}
      <Link to="/college/signup" className={footerLink}>
        Sign up
      </Link>
      <span aria-hidden="true"> · </span>A student?{' '}
      <Link to="/" className={footerLink}>
        Student login
      </Link>
    </>
  ),
});

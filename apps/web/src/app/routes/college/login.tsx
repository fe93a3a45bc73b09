import { Link, Navigate } from 'react-router';
import { useStaffSignIn } from '../../../features/shared-auth/components/staff-second-factor';
import { collegeRequest } from '../../../lib/college/client';
import { staffMeKey, useStaffLogin, useStaffSession } from '../../../lib/college/session';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';

const footerLink = 'rounded font-medium text-brand-700 underline-offset-2 hover:underline';

/** `/college/login`: the student login's look, for college staff. */
export function CollegeLoginRoute() {
  const session = useStaffSession();
  const login = useStaffLogin();
  const signIn = useStaffSignIn({
    api: '/api/college',
    request: collegeRequest,
    meKey: staffMeKey,
    home: '/college/dashboard',
  });
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess) return <Navigate to="/college/dashboard" replace />;
  return (
    <StaffLogin
      forgotPasswordPath="/college/forgot-password"
      title="College login"
      description="Log in to your college's Placement portal."
      tagline="Assess, shortlist and place your students."
      secondFactor={signIn.secondFactor}
      pending={login.isPending}
      error={login.error}
      onSubmit={(body) => login.mutate(body, { onSuccess: signIn.afterPassword })}
      footer={
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
      }
    />
  );
}

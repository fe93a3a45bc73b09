import { Link, Navigate } from 'react-router';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';
import { useStaffSignIn } from '../../auth/components/staff-second-factor';
import { companyClient } from '../api/client';
import { companyKey, useCompanyLogin, useCompanySession } from '../api/company';

/** /company/login */
export function CompanyLoginRoute() {
  const session = useCompanySession();
  const login = useCompanyLogin();
  const signIn = useStaffSignIn({
    api: '/api/company',
    request: companyClient.request,
    meKey: [...companyKey, 'me'],
    home: '/company/jobs',
  });
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess) return <Navigate to="/company/jobs" replace />;
  return (
    <StaffLogin
      forgotPasswordPath="/company/forgot-password"
      title="Company login"
      description="Log in to post jobs and review applicants."
      tagline="Reach students of every college on Placement."
      secondFactor={signIn.secondFactor}
      pending={login.isPending}
      error={login.error}
      onSubmit={(body) => login.mutate(body, { onSuccess: signIn.afterPassword })}
      footer={
        <>
          New company?{' '}
          <Link to="/company/signup" className="font-medium text-brand-700 underline">
            Sign up
          </Link>
        </>
      }
    />
  );
}

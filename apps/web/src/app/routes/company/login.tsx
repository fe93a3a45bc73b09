import { Link, Navigate } from 'react-router';
import { companyClient } from '../../../features/company/api/client';
import { companyKey, useCompanyLogin, useCompanySession } from '../../../features/company/api/company';
import { useStaffSignIn } from '../../../features/shared-auth/components/staff-second-factor';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';

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

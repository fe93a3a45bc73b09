import { Link, Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';
import { useCompanyLogin, useCompanySession } from '../api/company';

/** /company/login */
export function CompanyLoginRoute() {
  const session = useCompanySession();
  const login = useCompanyLogin();
  const navigate = useNavigate();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess) return <Navigate to="/company/jobs" replace />;
  return (
    <StaffLogin
      forgotPasswordPath="/company/forgot-password"
      title="Company login"
      description="Log in to post jobs and review applicants."
      tagline="Reach students of every college on Placement."
      pending={login.isPending}
      error={login.error}
      onSubmit={(body) =>
        login.mutate(body, { onSuccess: () => navigate('/company/jobs', { replace: true }) })
      }
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

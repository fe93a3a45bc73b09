import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';
import { useAdminLogin, useAdminSession } from '../api/admin';

/** /admin/login */
export function AdminLoginRoute() {
  const session = useAdminSession();
  const login = useAdminLogin();
  const navigate = useNavigate();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess)
    return <Navigate to="/admin/organisations" replace />;
  return (
    <StaffLogin
      forgotPasswordPath="/admin/forgot-password"
      title="Admin login"
      description="Approve organisations and keep the shared catalogue."
      tagline="Run the Placement platform."
      pending={login.isPending}
      error={login.error}
      onSubmit={(body) =>
        login.mutate(body, { onSuccess: () => navigate('/admin/organisations', { replace: true }) })
      }
    />
  );
}

import { Navigate } from 'react-router';
import { adminClient, adminKey, useAdminLogin, useAdminSession } from '../../../features/admin/api/admin';
import { useStaffSignIn } from '../../../features/shared-auth/components/staff-second-factor';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';

/** /admin/login */
export function AdminLoginRoute() {
  const session = useAdminSession();
  const login = useAdminLogin();
  const signIn = useStaffSignIn({
    api: '/api/admin',
    request: adminClient.request,
    meKey: [...adminKey, 'me'],
    home: '/admin/organisations',
  });
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess)
    return <Navigate to="/admin/organisations" replace />;
  return (
    <StaffLogin
      forgotPasswordPath="/admin/forgot-password"
      title="Admin login"
      description="Approve organisations and keep the shared catalogue."
      tagline="Run the Placement platform."
      secondFactor={signIn.secondFactor}
      pending={login.isPending}
      error={login.error}
      onSubmit={(body) => login.mutate(body, { onSuccess: signIn.afterPassword })}
    />
  );
}

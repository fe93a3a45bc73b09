import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PortalShell } from '../../../ui/portal-shell';
import { FullPageSpinner } from '../../../ui/spinner';
import { adminClient, adminKey, useAdminLogout, useAdminSession } from '../api/admin';

const items = [
  { name: 'Organisations', to: '/admin/organisations' },
  { name: 'Categories', to: '/admin/categories' },
  { name: 'Shared question bank', to: '/admin/topics' },
  { name: 'LTI keys', to: '/admin/lti-keys' },
  { name: 'Security', to: '/admin/security' },
] as const;

export function AdminLayout() {
  const session = useAdminSession();
  const logout = useAdminLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      adminClient.onUnauthorized(() => {
        adminClient.clearToken();
        queryClient.removeQueries({ queryKey: adminKey });
        navigate('/admin/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-out') return <Navigate to="/admin/login" replace />;
  return (
    <PortalShell
      label="Admin"
      home="/admin/organisations"
      items={items}
      userName={`${session.user.FirstName} ${session.user.LastName}`.trim()}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
}

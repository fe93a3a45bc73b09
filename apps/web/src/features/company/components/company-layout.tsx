import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { companyClient } from '../../../lib/company/client';
import { PortalShell } from '../../../ui/portal-shell';
import { FullPageSpinner } from '../../../ui/spinner';
import { companyKey, useCompanyLogout, useCompanySession } from '../api/company';

const items = [
  { name: 'Jobs', to: '/company/jobs' },
  { name: 'Job notifications', to: '/company/job-notifications' },
  { name: 'Company profile', to: '/company/profile' },
  { name: 'Security', to: '/company/security' },
] as const;

/** The company portal's chrome; a lost session (401) goes back to /company/login. */
export function CompanyLayout() {
  const session = useCompanySession();
  const logout = useCompanyLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      companyClient.onUnauthorized(() => {
        companyClient.clearToken();
        queryClient.removeQueries({ queryKey: companyKey });
        navigate('/company/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-out') return <Navigate to="/company/login" replace />;
  return (
    <PortalShell
      label="Company"
      home="/company/jobs"
      items={items}
      userName={`${session.user.FirstName} ${session.user.LastName}`.trim()}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
}

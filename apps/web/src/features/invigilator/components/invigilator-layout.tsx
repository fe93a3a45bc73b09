import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PortalShell } from '../../../ui/portal-shell';
import { FullPageSpinner } from '../../../ui/spinner';
import {
  invigilatorClient,
  invigilatorKey,
  useInvigilatorLogout,
  useInvigilatorSession,
} from '../api/invigilator';

const items = [
  { name: 'My tests', to: '/invigilator/tests' },
  { name: 'Security', to: '/invigilator/security' },
] as const;

export function InvigilatorLayout() {
  const session = useInvigilatorSession();
  const logout = useInvigilatorLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      invigilatorClient.onUnauthorized(() => {
        invigilatorClient.clearToken();
        queryClient.removeQueries({ queryKey: invigilatorKey });
        navigate('/invigilator/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-out') return <Navigate to="/invigilator/login" replace />;
  return (
    <PortalShell
      label="Invigilator"
      home="/invigilator/tests"
      items={items}
      userName={`${session.user.FirstName} ${session.user.LastName}`.trim()}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
}

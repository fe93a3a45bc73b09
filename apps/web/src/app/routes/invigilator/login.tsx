import { Navigate } from 'react-router';
import {
  invigilatorClient,
  invigilatorKey,
  useInvigilatorLogin,
  useInvigilatorSession,
} from '../../../features/invigilator/api/invigilator';
import { useStaffSignIn } from '../../../features/shared-auth/components/staff-second-factor';
import { FullPageSpinner } from '../../../ui/spinner';
import { StaffLogin } from '../../../ui/staff-login';

/** /invigilator/login */
export function InvigilatorLoginRoute() {
  const session = useInvigilatorSession();
  const login = useInvigilatorLogin();
  const signIn = useStaffSignIn({
    api: '/api/invigilator',
    request: invigilatorClient.request,
    meKey: [...invigilatorKey, 'me'],
    home: '/invigilator/tests',
  });
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-in' && !login.isSuccess) return <Navigate to="/invigilator/tests" replace />;
  return (
    <StaffLogin
      forgotPasswordPath="/invigilator/forgot-password"
      title="Invigilator login"
      description="Supervise the tests your college assigned you."
      tagline="Watch your lab's test live, and help students while it runs."
      secondFactor={signIn.secondFactor}
      pending={login.isPending}
      error={login.error}
      onSubmit={(body) => login.mutate(body, { onSuccess: signIn.afterPassword })}
    />
  );
}

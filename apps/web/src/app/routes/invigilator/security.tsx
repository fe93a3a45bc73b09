import { useQueryClient } from '@tanstack/react-query';
import {
  invigilatorClient,
  invigilatorKey,
  useInvigilatorSession,
} from '../../../features/invigilator/api/invigilator';
import { StaffSecurity } from '../../../features/shared-auth/components/staff-security';
import { PageHeader } from '../../../ui/page-header';

/** /invigilator/security: how this invigilator signs in. */
export function InvigilatorSecurityRoute() {
  const session = useInvigilatorSession();
  const queryClient = useQueryClient();
  if (session.status !== 'logged-in') return null;
  return (
    <div className="space-y-6">
      <PageHeader title="Security" description="How you sign in to Placement." />
      <StaffSecurity
        api="/api/invigilator"
        request={invigilatorClient.request}
        current={session.user.authType}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: [...invigilatorKey, 'me'] })}
      />
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { StaffSecurity } from '../../../features/shared-auth/components/staff-security';
import { collegeRequest } from '../../../lib/college/client';
import { staffMeKey, useStaffSession } from '../../../lib/college/session';
import { PageHeader } from '../../../ui/page-header';

/** /college/security: how this staff member signs in. */
export function CollegeSecurityRoute() {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  if (session.status !== 'logged-in') return null;
  return (
    <div className="space-y-6">
      <PageHeader title="Security" description="How you sign in to Placement." />
      <StaffSecurity
        api="/api/college"
        request={collegeRequest}
        current={session.user.authType}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: staffMeKey })}
      />
    </div>
  );
}

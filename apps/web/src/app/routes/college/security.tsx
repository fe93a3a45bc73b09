import { useQueryClient } from '@tanstack/react-query';
import { staffMeKey, useStaffSession } from '../../../features/college/api/auth';
import { collegeRequest } from '../../../features/college/api/client';
import { StaffSecurity } from '../../../features/shared-auth/components/staff-security';
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

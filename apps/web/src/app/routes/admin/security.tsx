import { useQueryClient } from '@tanstack/react-query';
import { adminClient, adminKey, useAdminSession } from '../../../features/admin/api/admin';
import { StaffSecurity } from '../../../features/shared-auth/components/staff-security';
import { PageHeader } from '../../../ui/page-header';

/** /admin/security: how this staff member signs in. */
export function AdminSecurityRoute() {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  if (session.status !== 'logged-in') return null;
  return (
    <div className="space-y-6">
      <PageHeader title="Security" description="How you sign in to Placement." />
      <StaffSecurity
        api="/api/admin"
        request={adminClient.request}
        current={session.user.authType}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: [...adminKey, 'me'] })}
      />
    </div>
  );
}

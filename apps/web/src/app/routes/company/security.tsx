import { useQueryClient } from '@tanstack/react-query';
import { companyClient } from '../../../features/company/api/client';
import { companyKey, useCompanySession } from '../../../features/company/api/company';
import { StaffSecurity } from '../../../features/shared-auth/components/staff-security';
import { PageHeader } from '../../../ui/page-header';

/** /company/security: how this staff member signs in. */
export function CompanySecurityRoute() {
  const session = useCompanySession();
  const queryClient = useQueryClient();
  if (session.status !== 'logged-in') return null;
  return (
    <div className="space-y-6">
      <PageHeader title="Security" description="How you sign in to Placement." />
      <StaffSecurity
        api="/api/company"
        request={companyClient.request}
        current={session.user.authType}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: [...companyKey, 'me'] })}
      />
    </div>
  );
}

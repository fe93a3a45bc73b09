import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../ui/page-header';
import { StaffSecurity } from '../../auth/components/staff-security';
import { companyClient } from '../api/client';
import { companyKey, useCompanySession } from '../api/company';

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

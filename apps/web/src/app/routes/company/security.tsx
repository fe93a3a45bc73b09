import { companyKey, useCompanySession } from '../../../features/company/api/company';
import { staffSecurityRoute } from '../../../features/shared-auth/components/staff-security';
import { companyClient } from '../../../lib/company/client';

/** /company/security: how this staff member signs in. */
export const CompanySecurityRoute = staffSecurityRoute({
  api: '/api/company',
  request: companyClient.request,
  useSession: useCompanySession,
  meKey: [...companyKey, 'me'],
});

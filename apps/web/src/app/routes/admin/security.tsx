import { adminClient, adminKey, useAdminSession } from '../../../features/admin/api/admin';
import { staffSecurityRoute } from '../../../features/shared-auth/components/staff-security';

/** /admin/security: how this staff member signs in. */
export const AdminSecurityRoute = staffSecurityRoute({
  api: '/api/admin',
  request: adminClient.request,
  useSession: useAdminSession,
  meKey: [...adminKey, 'me'],
});

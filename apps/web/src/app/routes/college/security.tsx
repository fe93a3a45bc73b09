import { staffSecurityRoute } from '../../../features/shared-auth/components/staff-security';
import { collegeRequest } from '../../../lib/college/client';
import { staffMeKey, useStaffSession } from '../../../lib/college/session';

/** /college/security: how this staff member signs in. */
export const CollegeSecurityRoute = staffSecurityRoute({
  api: '/api/college',
  request: collegeRequest,
  useSession: useStaffSession,
  meKey: staffMeKey,
});

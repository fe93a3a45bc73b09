import {
  invigilatorClient,
  invigilatorKey,
  useInvigilatorSession,
} from '../../../features/invigilator/api/invigilator';
import { staffSecurityRoute } from '../../../features/shared-auth/components/staff-security';

/** /invigilator/security: how this invigilator signs in. */
export const InvigilatorSecurityRoute = staffSecurityRoute({
  api: '/api/invigilator',
  request: invigilatorClient.request,
  useSession: useInvigilatorSession,
  meKey: [...invigilatorKey, 'me'],
});

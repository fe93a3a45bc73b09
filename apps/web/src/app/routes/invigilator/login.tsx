import {
  invigilatorClient,
  invigilatorKey,
  useInvigilatorLogin,
  useInvigilatorSession,
} from '../../../features/invigilator/api/invigilator';
import { staffLoginRoute } from '../../../features/shared-auth/components/staff-login';

/** /invigilator/login */
export const InvigilatorLoginRoute = staffLoginRoute({
  useSession: useInvigilatorSession,
  useLogin: useInvigilatorLogin,
  signIn: {
    api: '/api/invigilator',
    request: invigilatorClient.request,
    meKey: [...invigilatorKey, 'me'],
    home: '/invigilator/tests',
  },
  forgotPasswordPath: '/invigilator/forgot-password',
  title: 'Invigilator login',
  description: 'Supervise the tests your college assigned you.',
  tagline: "Watch your lab's test live, and help students while it runs.",
});

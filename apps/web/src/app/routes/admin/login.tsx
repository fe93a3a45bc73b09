import { adminClient, adminKey, useAdminLogin, useAdminSession } from '../../../features/admin/api/admin';
import { staffLoginRoute } from '../../../features/shared-auth/components/staff-login';

/** /admin/login */
export const AdminLoginRoute = staffLoginRoute({
  useSession: useAdminSession,
  useLogin: useAdminLogin,
  signIn: {
    api: '/api/admin',
    request: adminClient.request,
    meKey: [...adminKey, 'me'],
    home: '/admin/organisations',
  },
  forgotPasswordPath: '/admin/forgot-password',
  title: 'Admin login',
  description: 'Approve organisations and keep the shared catalogue.',
  tagline: 'Run the Placement platform.',
});

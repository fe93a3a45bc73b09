import type { Role } from '@placement/contract';

/** Whose sign-in pages these are: the API they call and the login page they lead back to. */
export type Portal = { api: string; loginPath: string };

export const studentPortal: Portal = { api: '/api/student', loginPath: '/' };

export const staffPortal = (role: Exclude<Role, 'student'>): Portal => ({
  api: `/api/${role}`,
  loginPath: `/${role}/login`,
});

import { type AuthReply, authMessages, type LoginBody } from '@placement/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isRejection } from '../../../lib/api-client';
import { FullPageSpinner } from '../../../ui/spinner';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { type StaffRequest, useStaffSignIn } from './staff-second-factor';

type StaffLoginOptions = {
  useSession: () => { status: 'loading' | 'logged-out' | 'logged-in' };
  useLogin: () => {
    isPending: boolean;
    isSuccess: boolean;
    error: Error | null;
    mutate: (body: LoginBody, options: { onSuccess: (reply: AuthReply) => void }) => void;
  };
  /** the second step's API, the portal's client and `me` query, and where a signed-in member lands */
  signIn: { api: string; request: StaffRequest; meKey: readonly unknown[]; home: string };
  forgotPasswordPath: string;
  title: string;
  description: string;
  tagline: string;
  footer?: ReactNode;
};

const staffErrorText = (error: Error) =>
  isRejection(error) && error.status === 401 ? authMessages.invalidCredentials : error.message;

/**
 * The /{role}/login page of a staff portal: the student login's look, another role. A member already signed in
 * goes to `home`; after the password, the second factor when the account has one.
 */
export function staffLoginRoute({
  useSession,
  useLogin,
  signIn: signInOptions,
  ...screen
}: StaffLoginOptions) {
  return function StaffLoginRoute() {
    const session = useSession();
    const login = useLogin();
    const signIn = useStaffSignIn(signInOptions);
    if (session.status === 'loading') return <FullPageSpinner />;
    if (session.status === 'logged-in' && !login.isSuccess)
      return <Navigate to={signInOptions.home} replace />;
    return (
      <AuthLayout title={screen.title} subtitle={screen.description} tagline={screen.tagline}>
        {signIn.secondFactor ?? (
          <LoginForm
            forgotPasswordPath={screen.forgotPasswordPath}
            pending={login.isPending}
            error={login.error}
            errorText={staffErrorText}
            onSubmit={(body) => login.mutate(body, { onSuccess: signIn.afterPassword })}
          />
        )}
        {screen.footer && <div className="mt-8 text-center text-sm text-slate-600">{screen.footer}</div>}
      </AuthLayout>
    );
  };
}

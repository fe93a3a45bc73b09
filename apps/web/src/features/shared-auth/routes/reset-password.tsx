import { authMessages } from '@placement/contract';
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isRejection } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { NewPasswordFields, useNewPassword } from '../../../ui/new-password-fields';
import { useToast } from '../../../ui/toast';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { BackToLogin } from '../components/back-to-login';
import { type Portal, studentPortal } from '../portal';

/** `/password/reset/{id}`: the id is the reset token from the emailed link. */
export function ResetPasswordRoute({ portal = studentPortal }: { portal?: Portal }) {
  const { id = '' } = useParams();
  const newPassword = useNewPassword();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const toast = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!newPassword.ok) return;
    reset.mutate(
      {
        token: id,
        body: { password: newPassword.password, confirmPassword: newPassword.confirm },
        api: portal.api,
      },
      {
        onSuccess: () => {
          toast(authMessages.passwordChanged, 'success');
          navigate(portal.loginPath, { replace: true });
        },
        onError: (error) =>
          toast(
            !isRejection(error)
              ? authMessages.somethingWrong
              : error.code === 'COMMON_PASSWORD'
                ? error.message
                : authMessages.passwordResetFailed,
            'error',
          ),
      },
    );
  };

  return (
    <AuthLayout title="Set a new password" subtitle="Choose a strong password you have not used here before.">
      <form onSubmit={submit} className="space-y-5">
        <NewPasswordFields value={newPassword} names={{ password: 'password', confirm: 'confirmPassword' }} />
        <Button
          type="submit"
          className="w-full"
          loading={reset.isPending}
          disabled={!newPassword.ok || reset.isPending}
        >
          Save
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        <BackToLogin portal={portal} />
      </p>
    </AuthLayout>
  );
}

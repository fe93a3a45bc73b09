import { getToken } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useSendOtp, verifyOtp } from '../api/otp';
import { AuthLayout } from '../components/auth-layout';
import { NeedLogin } from '../components/need-login';
import { OneTimeCodeForm } from '../components/one-time-code-form';
import { useAfterSecondFactor } from '../hooks/use-complete-auth';

/** `/secondFactor`: the text-message code for authType 'otp'. */
export function SecondFactorRoute() {
  const hasToken = Boolean(getToken());
  const resend = useSendOtp();
  const done = useAfterSecondFactor();

  const verify = async (code: string) => {
    await verifyOtp(code);
    done();
  };

  return (
    <AuthLayout
      title="Enter your verification code"
      subtitle="We texted a 6-digit code to the phone number on your account."
    >
      {hasToken ? (
        <div className="space-y-6">
          <OneTimeCodeForm
            label="Verification code"
            verify={verify}
            hint="The code expires after a few minutes."
          />
          <div className="space-y-3 border-t border-slate-200 pt-5 text-sm">
            <p className="text-slate-600">Didn't get it?</p>
            <Button
              variant="secondary"
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              disabled={resend.isPending}
            >
              Resend code
            </Button>
            {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
            {resend.isError && <Alert tone="error">{resend.error.message}</Alert>}
          </div>
        </div>
      ) : (
        <NeedLogin message="Log in first; the code is sent right after your password." />
      )}
    </AuthLayout>
  );
}

import { authMessages } from '@placement/contract';
import { getToken } from '../../../lib/api-client';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useAuthenticatorQr, verifyAuthenticator } from '../api/authenticator';
import { AuthLayout } from '../components/auth-layout';
import { NeedLogin } from '../components/need-login';
import { OneTimeCodeForm } from '../components/one-time-code-form';
import { useAfterSecondFactor } from '../hooks/use-complete-auth';

const steps = [
  'Install Google Authenticator (or any authenticator app) from the App Store or Google Play on your phone.',
  'Open the app, tap “+” and choose “Scan a QR code”.',
  'Scan the code below, or type the setup key by hand.',
  'Enter the 6-digit code the app shows.',
];

/** `/securityApp`: authenticator registration and the code check for authType 'qr'. */
export function SecurityAppRoute() {
  const hasToken = Boolean(getToken());
  const qr = useAuthenticatorQr(hasToken);
  const toast = useToast();
  const done = useAfterSecondFactor();

  const verify = async (code: string) => {
    try {
      await verifyAuthenticator({ secret: qr.data?.secret, token: code });
    } catch {
      throw new Error(authMessages.invalidToken);
    }
    toast(authMessages.verified, 'success');
    done();
  };

  if (!hasToken) {
    return (
      <AuthLayout title="Two-step verification">
        <NeedLogin message="Log in first; the authenticator is set up right after your password." />
      </AuthLayout>
    );
  }

  const secret = qr.data?.secret ?? null;

  return (
    <AuthLayout
      wide
      title="Two-step verification"
      subtitle={
        secret
          ? 'Link an authenticator app to your account. You will need it each time you log in.'
          : 'Open your authenticator app and enter the code it shows for Placement.'
      }
    >
      {qr.isPending && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" /> Preparing your setup key…
        </p>
      )}
      {qr.isError && <Alert tone="error">{qr.error.message}</Alert>}
      {secret && (
        <section aria-labelledby="setup-heading" className="mb-8">
          <h2 id="setup-heading" className="text-base font-semibold text-slate-900">
            Set up your authenticator app
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="mt-5 flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:flex-row">
            {qr.data?.qr && (
              <img
                src={qr.data.qr}
                alt="QR code to add Placement to your authenticator app"
                className="size-44 shrink-0 rounded-lg bg-white p-2"
              />
            )}
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-800">Can't scan? Enter this key:</p>
              <code
                data-testid="totp-secret"
                className="mt-2 block break-all rounded-md bg-white px-3 py-2 font-mono text-sm text-slate-900 ring-1 ring-slate-200"
              >
                {secret.base32}
              </code>
              <p className="mt-2 text-xs text-slate-600">Time-based, 6 digits.</p>
            </div>
          </div>
        </section>
      )}
      {qr.isSuccess && (
        <section aria-labelledby="authenticator-form-heading">
          <h2 id="authenticator-form-heading" className="mb-4 text-base font-semibold text-slate-900">
            Google Authenticator Form
          </h2>
          <OneTimeCodeForm
            label="Secretkey"
            verify={verify}
            hint="The 6-digit code from your authenticator app."
          />
        </section>
      )}
    </AuthLayout>
  );
}

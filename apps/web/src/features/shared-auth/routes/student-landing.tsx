import { authMessages, type InviteQuery } from '@placement/contract';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isRejection } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { FullPageSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { useInvite } from '../api/check-invite';
import { register, useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { GoogleButton, OrDivider } from '../components/google-button';
import { RegisterForm } from '../components/register-form';
import { useCompleteAuth } from '../hooks/use-complete-auth';
import { useGoogleRedirect } from '../hooks/use-google-redirect';

const PROFILE_PATH = '/student/profile';

function readInvite(params: URLSearchParams): InviteQuery | null {
  const CollegeId = params.get('CollegeId');
  const inviteLink = params.get('inviteLink');
  return CollegeId && inviteLink ? { CollegeId, inviteLink } : null;
}

function registrationError(error: Error | null): string | null {
  if (!error) return null;
  return isRejection(error)
    ? error.message || authMessages.registrationFailed
    : authMessages.registrationFailed;
}

function SignedInNote() {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return (
    <p className="mb-6 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
      You are signed in as {session.student.FirstName}.{' '}
      <Link to="/student/dashboard" className="rounded font-semibold underline underline-offset-2">
        Go to your dashboard
      </Link>
    </p>
  );
}

/** `/student`: registration through a college invite, or the landing page for everyone else. */
export function StudentLandingRoute() {
  const [params] = useSearchParams();
  const invite = useMemo(() => readInvite(params), [params]);
  const inviteQuery = useInvite(invite);
  const registerMutation = useRegister();
  const completeAuth = useCompleteAuth();
  const navigate = useNavigate();
  const toast = useToast();

  const googleBusy = useGoogleRedirect(
    'register',
    (googleAccessToken, search) =>
      register({ body: { googleAccessToken }, invite: readInvite(new URLSearchParams(search)) }),
    (reply) => completeAuth(reply, PROFILE_PATH),
  );

  // SPEC §8: a rejected invite shows its message and goes to /.
  useEffect(() => {
    if (!inviteQuery.isError) return;
    toast(inviteQuery.error.message, 'error');
    navigate('/', { replace: true });
  }, [inviteQuery.isError, inviteQuery.error, navigate, toast]);

  if (googleBusy) return <FullPageSpinner label="Creating your account" />;
  if (invite && !inviteQuery.data) return <FullPageSpinner label="Checking your invite" />;

  const error = registrationError(registerMutation.error);
  const submit = (body: Parameters<typeof registerMutation.mutate>[0]['body']) =>
    registerMutation.mutate({ body, invite }, { onSuccess: (reply) => completeAuth(reply, PROFILE_PATH) });

  if (invite && inviteQuery.data) {
    const { college, email } = inviteQuery.data;
    return (
      <AuthLayout
        wide
        title={`Join ${college.name}`}
        subtitle={
          <>
            You were invited to <strong className="font-semibold text-slate-900">{college.name}</strong> on
            Placement. Create your student account to take its assessments and placement drives.
          </>
        }
      >
        <SignedInNote />
        <RegisterForm
          lockedEmail={email}
          onSubmit={submit}
          pending={registerMutation.isPending}
          error={error}
        />
        <OrDivider />
        <GoogleButton purpose="register" search={`?${params.toString()}`} />
        <p className="mt-6 text-center text-sm text-slate-600">
          Already registered?{' '}
          <Link to="/" className="rounded font-medium text-brand-700 underline-offset-2 hover:underline">
            Log in
          </Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      wide
      title="Join Placement"
      subtitle="Students join through their college's invite link. Ask your placement cell for it, then open it to register with your college."
    >
      <SignedInNote />
      <section aria-labelledby="independent-heading">
        <h2 id="independent-heading" className="text-base font-semibold text-slate-900">
          Not with a college? Register as an independent student
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          Practise assessments and build your profile; you can join a college later through its invite.
        </p>
        <RegisterForm onSubmit={submit} pending={registerMutation.isPending} error={error} />
      </section>
      <OrDivider />
      <GoogleButton purpose="register" />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/" className="rounded font-medium text-brand-700 underline-offset-2 hover:underline">
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}

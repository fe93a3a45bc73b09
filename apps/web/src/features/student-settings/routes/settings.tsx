import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import { useStudent } from '../../../lib/auth';
import { profileQueryOptions } from '../../../lib/profile';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SubNav } from '../../../ui/sub-nav';
import { NotificationsForm } from '../components/notifications-form';
import { PasswordForm } from '../components/password-form';
import { SecondFactorForm } from '../components/second-factor';
import { SessionsList } from '../components/sessions-list';
import { TextMessageSetup } from '../components/text-message-setup';

const tabs = [
  { to: '/student/settings', label: 'Overview', end: true },
  { to: '/student/settings/security', label: 'Security' },
  { to: '/student/settings/activity', label: 'Activity' },
  { to: '/student/settings/notifications', label: 'Notifications' },
];

const sections = [
  {
    to: '/student/settings/security',
    title: 'Security',
    text: 'Change your password and choose a second factor.',
  },
  {
    to: '/student/settings/activity',
    title: 'Activity',
    text: 'See where you are logged in and log devices out.',
  },
  { to: '/student/settings/notifications', title: 'Notifications', text: 'Choose which emails you get.' },
];

function Overview() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {sections.map((s) => (
        <li key={s.to} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="font-semibold text-slate-900">
            <Link to={s.to} className="rounded hover:text-brand-700 hover:underline">
              {s.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">{s.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Security() {
  const student = useStudent();
  const profile = useQuery(profileQueryOptions());
  return (
    <div className="space-y-6">
      <PasswordForm />
      {profile.data ? (
        <SecondFactorForm current={student.authType} hasPhone={Boolean(profile.data.PhoneNumber)} />
      ) : (
        <QueryState isPending={profile.isPending} error={profile.error} />
      )}
    </div>
  );
}

function SecondFa() {
  const student = useStudent();
  const profile = useQuery(profileQueryOptions());
  if (!profile.data) return <QueryState isPending={profile.isPending} error={profile.error} />;
  return <TextMessageSetup phone={profile.data.PhoneNumber ?? ''} current={student.authType} />;
}

/** /student/settings: index, security, security/secondFA, activity, notifications (SPEC §2). */
export function SettingsRoute() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Settings" />
      <div className="mt-6">
        <SubNav label="Settings sections" items={tabs} />
      </div>
      <div className="mt-6">
        <Routes>
          <Route index element={<Overview />} />
          <Route path="security" element={<Security />} />
          <Route path="security/secondFA" element={<SecondFa />} />
          <Route path="activity" element={<SessionsList />} />
          <Route path="notifications" element={<NotificationsForm />} />
          <Route path="*" element={<Overview />} />
        </Routes>
      </div>
    </div>
  );
}

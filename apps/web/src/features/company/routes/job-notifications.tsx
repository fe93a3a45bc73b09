import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { NotificationStateBadge } from '../../../ui/job-terms';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useCompanyNotifications } from '../api/job-notifications';

/** /company/job-notifications: the company's forms to colleges and where each stands. */
export function CompanyNotificationsRoute() {
  const forms = useCompanyNotifications();
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Job notifications"
      description="A job notification form (JNF) per college: the college approves it before its students see the job."
      primaryLink={{ to: '/company/job-notifications/new', label: 'New job notification' }}
    >
      {!forms.data ? (
        <QueryState isPending={forms.isPending} error={forms.error} />
      ) : forms.data.length === 0 ? (
        <EmptyState title="No job notifications yet">
          Fill one for a college that invited you or already shows your jobs.
        </EmptyState>
      ) : (
        <ul
          aria-label="Job notifications"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        >
          {forms.data.map((form) => (
            <li key={form._id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
              <div className="min-w-0">
                <Link
                  to={`/company/job-notifications/${form._id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {form.job.title} · {form.college.name}
                </Link>
                <p className="text-slate-600">Last change {formatDateTime(form.updatedAt)}</p>
              </div>
              <NotificationStateBadge state={form.state} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

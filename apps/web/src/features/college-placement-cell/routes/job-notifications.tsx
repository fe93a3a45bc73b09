import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../ui/empty-state';
import { NotificationStateBadge } from '../../../ui/job-terms';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { type InboxFilter, useNotificationInbox } from '../api/job-notifications';

/** /college/job-notifications: the forms companies sent the college, to approve or send back. */
export function NotificationInboxRoute() {
  const [state, setState] = useState<InboxFilter>('submitted');
  const inbox = useNotificationInbox(state);
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Job notifications"
      description="Companies' job notification forms (JNF): students see a job once you approve its form."
      actions={
        <SelectField label="Show" value={state} onChange={(e) => setState(e.target.value as InboxFilter)}>
          <option value="submitted">Waiting for approval</option>
          <option value="sent_back">Sent back</option>
          <option value="approved">Approved</option>
          <option value="">All</option>
        </SelectField>
      }
    >
      {!inbox.data ? (
        <QueryState isPending={inbox.isPending} error={inbox.error} />
      ) : inbox.data.length === 0 ? (
        <EmptyState title="No job notifications here">
          <Link to="/college/company-invitations" className="font-semibold text-brand-700 underline">
            Invite a company
          </Link>
        </EmptyState>
      ) : (
        <ul
          aria-label="Job notifications"
          className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        >
          {inbox.data.map((form) => (
            <li key={form._id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
              <div className="min-w-0">
                <Link
                  to={`/college/job-notifications/${form._id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {form.company.name}: {form.job.title}
                </Link>
                <p className="text-slate-600">
                  {form.ctc == null ? 'CTC not stated' : `${form.ctc} LPA`} · last change{' '}
                  {formatDateTime(form.updatedAt)}
                </p>
              </div>
              <NotificationStateBadge state={form.state} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

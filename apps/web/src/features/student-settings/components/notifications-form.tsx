import type { NotificationSettings } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/check-field';
import { QueryState } from '../../../ui/query-state';
import { Spinner } from '../../../ui/spinner';
import { notificationsQueryOptions, useUpdateNotifications } from '../api/settings';

const labels: Record<keyof NotificationSettings, string> = {
  emailOnNewAssessment: 'Email me when I am invited to an assessment',
  emailOnNewJob: 'Email me about new jobs for my college',
  emailOnNewMail: 'Email me when I get a new message in my inbox',
  emailOnResults: 'Email me when my results are published',
};

export function NotificationsForm() {
  const settings = useQuery(notificationsQueryOptions());
  const update = useUpdateNotifications();
  return (
    <Card title="Email notifications">
      {!settings.data ? (
        <QueryState isPending={settings.isPending} error={settings.error} />
      ) : (
        <ul className="space-y-3">
          {(Object.keys(labels) as (keyof NotificationSettings)[]).map((key) => {
            const pending = update.isPending && update.variables && key in update.variables;
            return (
              <li key={key}>
                <label className="flex items-center gap-3 text-sm text-slate-900">
                  <Checkbox
                    checked={settings.data[key]}
                    disabled={update.isPending}
                    onChange={(e) => update.mutate({ [key]: e.target.checked })}
                  />
                  {labels[key]}
                  {pending && <Spinner className="size-4 text-brand-700" />}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {update.isSuccess && !update.isPending && (
        <div className="mt-3">
          <Alert tone="success">Notification preferences saved</Alert>
        </div>
      )}
      {update.isError && (
        <div className="mt-3">
          <Alert tone="error">{update.error.message}</Alert>
        </div>
      )}
    </Card>
  );
}

import type {
  CompanyNotificationBody,
  JobNotificationReply,
  JobNotificationsReply,
  NewNotificationBody,
  NotificationCollegesReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyClient } from '../../../lib/company/client';
import { companyKey } from './company';

/** The company's job notification forms (/api/company/job-notifications). */

const { request } = companyClient;
const key = [...companyKey, 'job-notifications'] as const;
const path = (id: string) => `/api/company/job-notifications/${encodeURIComponent(id)}`;

export function useNotificationColleges() {
  return useQuery({
    queryKey: [...key, 'colleges'],
    queryFn: () =>
      request<NotificationCollegesReply>('/api/company/job-notifications/colleges').then((r) => r.colleges),
  });
}

export function useCompanyNotifications() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: () =>
      request<JobNotificationsReply>('/api/company/job-notifications').then((r) => r.notifications),
  });
}

export function useCompanyNotification(id: string | undefined) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => request<JobNotificationReply>(path(id ?? '')),
    enabled: Boolean(id),
  });
}

/** Creates a form (POST) or replaces one (PUT); `submit` in the body sends it to the college. */
export function useSaveNotification(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewNotificationBody | CompanyNotificationBody) =>
      request<JobNotificationReply>(id ? path(id) : '/api/company/job-notifications', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...key, 'one', reply.notification._id], reply);
      return queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

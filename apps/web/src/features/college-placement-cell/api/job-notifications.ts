import type {
  ApproveNotificationBody,
  CyclesReply,
  JobNotificationReply,
  JobNotificationsReply,
  SendBackNotificationBody,
  StaffNotificationBody,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { collegeRequest } from '../../../lib/college/client';

/** The college's inbox of job notification forms (/api/college/job-notifications). */

const key = ['college', 'job-notifications'] as const;
const path = (id: string) => `/api/college/job-notifications/${encodeURIComponent(id)}`;

export type InboxFilter = '' | 'submitted' | 'sent_back' | 'approved';

export function useNotificationInbox(state: InboxFilter) {
  return useQuery({
    queryKey: [...key, 'inbox', state],
    queryFn: () =>
      collegeRequest<JobNotificationsReply>('/api/college/job-notifications', {
        query: { state: state || undefined },
      }).then((r) => r.notifications),
  });
}

export function useStaffNotification(id: string) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: () => collegeRequest<JobNotificationReply>(path(id)),
  });
}

/** One decision or edit on a form; the reply is the form as it now stands. */
function useNotificationCommand<B>(id: string, suffix: '' | '/approve' | '/send-back') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) =>
      collegeRequest<JobNotificationReply>(`${path(id)}${suffix}`, { method: suffix ? 'POST' : 'PUT', body }),
    onSuccess: (reply) => {
      queryClient.setQueryData([...key, 'one', id], reply);
      return queryClient.invalidateQueries({ queryKey: [...key, 'inbox'] });
    },
    // a 409 means someone else moved it: show the form as it now is
    onError: () => queryClient.invalidateQueries({ queryKey: [...key, 'one', id] }),
  });
}

export const useApproveNotification = (id: string) =>
  useNotificationCommand<ApproveNotificationBody>(id, '/approve');
export const useSendBackNotification = (id: string) =>
  useNotificationCommand<SendBackNotificationBody>(id, '/send-back');
export const useEditNotification = (id: string) => useNotificationCommand<StaffNotificationBody>(id, '');

/** The college's cycles, to place an approved job in one (its offer policy then judges the applications). */
export function useCycleOptions() {
  return useQuery({
    queryKey: ['college', 'season', 'cycles'],
    queryFn: () =>
      collegeRequest<Static<typeof CyclesReply>>('/api/college/season/cycles').then((r) => r.cycles),
  });
}

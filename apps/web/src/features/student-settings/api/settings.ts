import type {
  AuthType,
  BasicUpdateReply,
  LoggedInUsersReply,
  MessageReply,
  NotificationSettings,
  NotificationSettingsReply,
  SelectAuthReply,
  UpdatePasswordBody,
} from '@placement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/session';

export type LoggedInUser = LoggedInUsersReply['loggedInUsers'][number];

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) =>
      apiRequest<MessageReply>('/api/student/password/update', { method: 'PUT', body }),
  });
}

export function useSelectAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: AuthType) =>
      apiRequest<SelectAuthReply>('/api/student/selectAuth', {
        method: 'PUT',
        body: { type },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

const sessionsKey = ['settings', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: () =>
      apiRequest<LoggedInUsersReply>('/api/student/loggedin/users').then((reply) => reply.loggedInUsers),
  });
}

/** 'logout' ends a session and keeps it listed; 'remove' ends it and drops it from the list. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'logout' | 'remove' }) =>
      apiRequest<LoggedInUsersReply>(
        `/api/student/${action === 'remove' ? 'remove/logout' : 'logout'}/user/${encodeURIComponent(id)}`,
        { method: 'POST' },
      ),
    onSuccess: (reply) => queryClient.setQueryData(sessionsKey, reply.loggedInUsers),
  });
}

const notificationsKey = ['settings', 'notifications'] as const;

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsKey,
    queryFn: () =>
      apiRequest<NotificationSettingsReply>('/api/student/settings/notifications').then(
        (reply) => reply.notifications,
      ),
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationSettings>) =>
      apiRequest<NotificationSettingsReply>('/api/student/settings/notifications', {
        method: 'PUT',
        body,
      }),
    // The box shows the new choice at once; a refusal puts the old one back.
    onMutate: (body) => {
      const before = queryClient.getQueryData<NotificationSettings>(notificationsKey);
      if (before) queryClient.setQueryData(notificationsKey, { ...before, ...body });
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) queryClient.setQueryData(notificationsKey, context.before);
    },
    onSuccess: (reply) => queryClient.setQueryData(notificationsKey, reply.notifications),
  });
}

/** PUT /api/student/update with the phone number text-message codes go to. */
export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (PhoneNumber: string) =>
      apiRequest<BasicUpdateReply>('/api/student/update', { method: 'PUT', body: { PhoneNumber } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

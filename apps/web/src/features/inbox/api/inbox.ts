import type {
  FileInfo,
  Mail,
  MailSearchBody,
  MailType,
  ReplyMailBody,
  SendMailBody,
} from '@placement/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { FileInfo, Mail, MailType };

export const INBOX_PAGE = 10;

type MailsReply = { emailsReceived: Mail[]; emailsSent: Mail[]; total: number; totalSent: number };
export type Search = Pick<MailSearchBody, 'keyword' | 'from' | 'date' | 'within'>;

const hasSearch = (search: Search) => Object.values(search).some((v) => v !== undefined && v !== '');

/** One page of both folders: GET getMails, or POST search when a search is set. */
export function mailsQueryOptions(skip: number, search: Search) {
  return queryOptions({
    queryKey: ['inbox', 'mails', skip, search],
    queryFn: () =>
      hasSearch(search)
        ? apiRequest<MailsReply>('/api/student/inbox/search', {
            method: 'POST',
            body: { ...search, skip, limit: INBOX_PAGE },
          })
        : apiRequest<MailsReply>('/api/student/inbox/getMails', {
            query: { skip: String(skip), limit: String(INBOX_PAGE) },
          }),
    placeholderData: keepPreviousData,
  });
}

export function mailQueryOptions(id: string, type: MailType | undefined) {
  return queryOptions({
    queryKey: ['inbox', 'mail', id, type],
    queryFn: () =>
      apiRequest<{ mail: Mail; thread: Mail[] }>(`/api/student/inbox/mail/${encodeURIComponent(id)}`, {
        query: { type },
      }),
  });
}

export type Contact = { _id: string; Email: string; FirstName: string; LastName: string; role: string };

export function contactsQueryOptions() {
  return queryOptions({
    queryKey: ['inbox', 'contacts'],
    queryFn: () =>
      apiRequest<{ contacts: Contact[] }>('/api/student/inbox/contacts').then((reply) => reply.contacts),
    staleTime: 5 * 60_000,
  });
}

function useRefetchInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['inbox'] });
}

export function useSendMail() {
  const refetch = useRefetchInbox();
  return useMutation({
    mutationFn: (body: SendMailBody) =>
      apiRequest<{ message: string; mail: Mail }>('/api/student/inbox/sendMail', { method: 'POST', body }),
    onSuccess: refetch,
  });
}

export function useReply() {
  const refetch = useRefetchInbox();
  return useMutation({
    mutationFn: (body: ReplyMailBody) =>
      apiRequest<{ message: string; mail: Mail }>('/api/student/inbox/reply', { method: 'POST', body }),
    onSuccess: refetch,
  });
}

export function useDeleteMail() {
  const refetch = useRefetchInbox();
  return useMutation({
    mutationFn: async (mails: { id: string; type: MailType }[]) => {
      for (const { id, type } of mails) {
        await apiRequest(`/api/student/inbox/delete/${encodeURIComponent(id)}/${type}`, { method: 'DELETE' });
      }
    },
    onSuccess: refetch,
  });
}

export function useBookmark() {
  const refetch = useRefetchInbox();
  return useMutation({
    mutationFn: ({ id, type, on }: { id: string; type: MailType; on: boolean }) =>
      apiRequest(`/api/student/inbox/bookmark/${encodeURIComponent(id)}`, {
        method: on ? 'POST' : 'DELETE',
        query: { type },
      }),
    onSuccess: refetch,
  });
}

/** SPEC §7: PUT seen, then the mails are refetched. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: MailType }) =>
      apiRequest(`/api/student/inbox/seen/${encodeURIComponent(id)}`, { method: 'PUT', query: { type } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inbox', 'mails'] }),
  });
}

import type {
  CollegeSendMailBody,
  ContactsReply,
  FileInfo,
  Mail,
  MailSearchBody,
  MailsReply,
  MailType,
  ReplyMailBody,
  SendMailBody,
  SentReply,
  ThreadReply,
} from '@placement/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type InboxScope, useInboxScope } from './scope';

export type { FileInfo, Mail, MailType };

export const INBOX_PAGE = 10;

export type Search = Pick<MailSearchBody, 'keyword' | 'from' | 'date' | 'within'>;

const hasSearch = (search: Search) => Object.values(search).some((v) => v !== undefined && v !== '');

/** One page of both folders: GET getMails (college: Mail), or POST search when a search is set. */
export function mailsQueryOptions(scope: InboxScope, skip: number, search: Search) {
  return queryOptions({
    queryKey: [...scope.queryKey, 'mails', skip, search],
    queryFn: () =>
      hasSearch(search)
        ? scope.client.request<MailsReply>(`${scope.apiBase}/search`, {
            method: 'POST',
            body: { ...search, skip, limit: INBOX_PAGE },
          })
        : scope.client.request<MailsReply>(`${scope.apiBase}${scope.listPath}`, {
            query: { skip: String(skip), limit: String(INBOX_PAGE) },
          }),
    placeholderData: keepPreviousData,
  });
}

export function mailQueryOptions(scope: InboxScope, id: string, type: MailType | undefined) {
  return queryOptions({
    queryKey: [...scope.queryKey, 'mail', id, type],
    queryFn: () =>
      scope.client.request<ThreadReply>(`${scope.apiBase}/mail/${encodeURIComponent(id)}`, {
        query: { type },
      }),
  });
}

/** The student's contacts (the college's staff); the college inbox has none. */
export function contactsQueryOptions(scope: InboxScope) {
  return queryOptions({
    queryKey: [...scope.queryKey, 'contacts'],
    queryFn: () =>
      scope.client.request<ContactsReply>(`${scope.apiBase}/contacts`).then((reply) => reply.contacts),
    staleTime: 5 * 60_000,
    enabled: scope.role === 'student',
  });
}

function useRefetchInbox() {
  const queryClient = useQueryClient();
  const scope = useInboxScope();
  return () => queryClient.invalidateQueries({ queryKey: scope.queryKey });
}

/** The student's POST sendMail, or the college's POST sendMail/college (one address, a batch, or all). */
export function useSendMail() {
  const refetch = useRefetchInbox();
  const scope = useInboxScope();
  return useMutation({
    mutationFn: (body: SendMailBody | CollegeSendMailBody) =>
      scope.client.request<SentReply>(
        `${scope.apiBase}${scope.role === 'college' ? '/sendMail/college' : '/sendMail'}`,
        { method: 'POST', body },
      ),
    onSuccess: refetch,
  });
}

export function useReply() {
  const refetch = useRefetchInbox();
  const scope = useInboxScope();
  return useMutation({
    mutationFn: (body: ReplyMailBody) =>
      scope.client.request<SentReply>(`${scope.apiBase}/reply`, {
        method: 'POST',
        body,
      }),
    onSuccess: refetch,
  });
}

export function useDeleteMail() {
  const refetch = useRefetchInbox();
  const scope = useInboxScope();
  return useMutation({
    mutationFn: async (mails: { id: string; type: MailType }[]) => {
      for (const { id, type } of mails) {
        const { path, query } = scope.deletePath(id, type);
        await scope.client.request(`${scope.apiBase}${path}`, { method: 'DELETE', query });
      }
    },
    onSuccess: refetch,
  });
}

/** Undo of a delete: POST restore/{id}?type brings the copy back from the server's bin. */
export function useRestoreMail() {
  const refetch = useRefetchInbox();
  const scope = useInboxScope();
  return useMutation({
    mutationFn: async (mails: { id: string; type: MailType }[]) => {
      for (const { id, type } of mails) {
        await scope.client.request(`${scope.apiBase}/restore/${encodeURIComponent(id)}`, {
          method: 'POST',
          query: { type },
        });
      }
    },
    onSettled: refetch,
  });
}

export function useBookmark() {
  const refetch = useRefetchInbox();
  const scope = useInboxScope();
  return useMutation({
    mutationFn: ({ id, type, on }: { id: string; type: MailType; on: boolean }) =>
      scope.client.request(`${scope.apiBase}/bookmark/${encodeURIComponent(id)}`, {
        method: on ? 'POST' : 'DELETE',
        query: { type },
      }),
    onSuccess: refetch,
  });
}

/** SPEC §7: PUT seen, then the mails are refetched. */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  const scope = useInboxScope();
  return useMutation({
    mutationFn: ({ id, type }: { id: string; type: MailType }) =>
      scope.client.request(`${scope.apiBase}/seen/${encodeURIComponent(id)}`, {
        method: 'PUT',
        query: { type },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...scope.queryKey, 'mails'] }),
  });
}

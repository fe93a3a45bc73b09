import type { QuestionTypeName } from '@placement/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';
import { type StaffSession, staffSessionHooks } from '../../../lib/staff-session';
import type { Question as AuthoredQuestion } from '../../../question-types/shared/authored';

/** The admin session's token lives under `adminToken`, apart from every other role's. */
export const adminClient = createApiClient('adminToken');
const { request } = adminClient;
export const adminKey = ['admin-portal'] as const;

export type Category = { _id: string; name: string };
export type Topic = {
  _id: string;
  Heading: string;
  Description: string;
  Type: QuestionTypeName;
  totalL1Question: number;
  totalL2Question: number;
  totalL3Question: number;
};
/** The shared bank's questions come in the college's shape (QuestionListReply). */
export type Question = AuthoredQuestion;
export type Organisation = {
  _id: string;
  kind: 'college' | 'company';
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  contacts: { _id: string; Email: string; FirstName: string; LastName: string }[];
};

export type AdminSession = StaffSession;

export const {
  useSession: useAdminSession,
  useLogin: useAdminLogin,
  useLogout: useAdminLogout,
} = staffSessionHooks(adminClient, 'admin', adminKey);

/** SPEC §7: the category list is read without a token. */
export function useCategories() {
  return useQuery({
    queryKey: [...adminKey, 'categories'],
    queryFn: () =>
      request<{ categories: Category[] }>('/api/admin/category/get', { auth: false }).then(
        (r) => r.categories,
      ),
  });
}

function useInvalidate(...path: string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...adminKey, ...path] });
}

export function useCreateCategory() {
  const onSuccess = useInvalidate('categories');
  return useMutation({
    mutationFn: (name: string) =>
      request<{ category: Category }>('/api/admin/category', { method: 'POST', body: { name } }),
    onSuccess,
  });
}

export function useRenameCategory() {
  const onSuccess = useInvalidate('categories');
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      request<{ category: Category }>(`/api/admin/category/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { name },
      }),
    onSuccess,
  });
}

export function useDeleteCategory() {
  const onSuccess = useInvalidate('categories');
  return useMutation({
    mutationFn: (id: string) =>
      request<{ message: string }>(`/api/admin/category/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
}

export function useTopics() {
  return useQuery({
    queryKey: [...adminKey, 'topics'],
    queryFn: () => request<{ topics: Topic[] }>('/api/admin/topics').then((r) => r.topics),
  });
}

export function useCreateTopic() {
  const onSuccess = useInvalidate('topics');
  return useMutation({
    mutationFn: (body: { Heading: string; Description: string; Type: Topic['Type'] }) =>
      request<{ topic: Topic }>('/api/admin/topics', { method: 'POST', body }),
    onSuccess,
  });
}

export function useTopicQuestions(topicId: string) {
  return useQuery({
    queryKey: [...adminKey, 'topics', topicId, 'questions'],
    queryFn: () =>
      request<{ questions: Question[]; total: number }>(
        `/api/admin/topics/${encodeURIComponent(topicId)}/questions`,
        { query: { limit: 100 } },
      ),
  });
}

export function useAddQuestion(topicId: string) {
  const onSuccess = useInvalidate('topics');
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request<{ question: Question }>(`/api/admin/topics/${encodeURIComponent(topicId)}/questions`, {
        method: 'POST',
        body,
      }),
    onSuccess,
  });
}

export function useOrganisations(status: Organisation['status']) {
  return useQuery({
    queryKey: [...adminKey, 'organisations', status],
    queryFn: () =>
      request<{ colleges: Organisation[]; companies: Organisation[] }>('/api/admin/organisations', {
        query: { status },
      }),
  });
}

export function useDecideOrganisation() {
  const onSuccess = useInvalidate('organisations');
  return useMutation({
    mutationFn: ({ kind, id, approve }: { kind: Organisation['kind']; id: string; approve: boolean }) =>
      request<{ message: string; organisation: Organisation }>(
        `/api/admin/${kind === 'college' ? 'colleges' : 'companies'}/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
        { method: 'POST' },
      ),
    onSuccess,
  });
}

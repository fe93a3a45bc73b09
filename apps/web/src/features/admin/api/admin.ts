import type {
  CategoriesReply,
  Category,
  CategoryReply,
  MessageReply,
  Organisation,
  OrganisationReply,
  OrganisationStatus,
  OrganisationsReply,
  QuestionListReply,
  QuestionReply,
  TopicBody,
  TopicItem,
  TopicReply,
  TopicsReply,
  VerifyReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';
import { type StaffSession, staffSessionHooks } from '../../../lib/staff-session';

/** The admin session's token lives under `adminToken`, apart from every other role's. */
export const adminClient = createApiClient('adminToken');
const { request } = adminClient;
export const adminKey = ['admin-portal'] as const;

export type { Category, Organisation };
/** A topic of the shared bank (its `shared` is always true). */
export type Topic = TopicItem;

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
      request<CategoriesReply>('/api/admin/category/get', { auth: false }).then((r) => r.categories),
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
      request<CategoryReply>('/api/admin/category', { method: 'POST', body: { name } }),
    onSuccess,
  });
}

export function useRenameCategory() {
  const onSuccess = useInvalidate('categories');
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      request<CategoryReply>(`/api/admin/category/${encodeURIComponent(id)}`, {
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
      request<MessageReply>(`/api/admin/category/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
}

export function useTopics() {
  return useQuery({
    queryKey: [...adminKey, 'topics'],
    queryFn: () => request<TopicsReply>('/api/admin/topics').then((r) => r.topics),
  });
}

export function useCreateTopic() {
  const onSuccess = useInvalidate('topics');
  return useMutation({
    mutationFn: (body: TopicBody) => request<TopicReply>('/api/admin/topics', { method: 'POST', body }),
    onSuccess,
  });
}

export function useTopicQuestions(topicId: string) {
  return useQuery({
    queryKey: [...adminKey, 'topics', topicId, 'questions'],
    queryFn: () =>
      request<QuestionListReply>(`/api/admin/topics/${encodeURIComponent(topicId)}/questions`, {
        query: { limit: 100 },
      }),
  });
}

export function useAddQuestion(topicId: string) {
  const onSuccess = useInvalidate('topics');
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request<QuestionReply>(`/api/admin/topics/${encodeURIComponent(topicId)}/questions`, {
        method: 'POST',
        body,
      }),
    onSuccess,
  });
}

export function useVerifyQuestion() {
  return useMutation({
    mutationFn: (id: string) =>
      request<VerifyReply>(`/api/admin/questions/${encodeURIComponent(id)}/verify`, { method: 'POST' }).then(
        (r) => r.verification,
      ),
  });
}

export function useOrganisations(status: OrganisationStatus) {
  return useQuery({
    queryKey: [...adminKey, 'organisations', status],
    queryFn: () =>
      request<OrganisationsReply>('/api/admin/organisations', {
        query: { status },
      }),
  });
}

export function useDecideOrganisation() {
  const onSuccess = useInvalidate('organisations');
  return useMutation({
    mutationFn: ({ kind, id, approve }: { kind: Organisation['kind']; id: string; approve: boolean }) =>
      request<OrganisationReply>(
        `/api/admin/${kind === 'college' ? 'colleges' : 'companies'}/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
        { method: 'POST' },
      ),
    onSuccess,
  });
}

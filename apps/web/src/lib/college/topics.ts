import type { QuestionListReply, QuestionQuery, TopicsReply } from '@placement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collegeRequest } from './client';

/** The question bank's reads that the bank and the assessment wizard both show (one cache key for both). */

export const QB = '/api/college/qb';
export const topicsKey = ['college', 'topics'] as const;
export const questionsKey = (topicId: string) => ['college', 'questions', topicId] as const;

export function useTopics() {
  return useQuery({
    queryKey: topicsKey,
    queryFn: () => collegeRequest<TopicsReply>(`${QB}/topics`).then((r) => r.topics),
  });
}

export function fetchQuestions(topicId: string, filter: QuestionQuery = {}) {
  return collegeRequest<QuestionListReply>(`${QB}/topics/${topicId}/questions`, {
    query: { ...filter, limit: filter.limit ?? 200 },
  });
}

export function useQuestions(topicId: string | undefined, filter: QuestionQuery = {}) {
  return useQuery({
    queryKey: [...questionsKey(topicId ?? ''), filter],
    queryFn: () => fetchQuestions(topicId as string, filter),
    enabled: Boolean(topicId),
    placeholderData: keepPreviousData,
  });
}

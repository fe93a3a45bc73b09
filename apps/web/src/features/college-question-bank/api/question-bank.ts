import type {
  ImportConfirmReply,
  ImportPlan,
  ImportPreviewReply,
  ImportTarget,
  InterchangeType,
  QuestionReply,
  TopicBody,
  TopicReply,
  VerifyReply,
  VideoReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collegeClient,
  collegeDownload,
  collegeRequest,
  collegeUpload,
  collegeUploadWithProgress,
} from '../../../lib/college/client';
import { QB, questionsKey, topicsKey } from '../../../lib/college/topics';
import type { ImportReply, Topic, TopicType } from './types';

export { fetchQuestions, useQuestions, useTopics } from '../../../lib/college/topics';

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopicBody) =>
      collegeRequest<TopicReply>(`${QB}/topics`, { method: 'POST', body }).then((r) => r.topic),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsKey }),
  });
}

/** Kept under its topic's key, so whatever refreshes the topic's list refreshes the question too. */
export function useQuestion(topicId: string, questionId: string | undefined) {
  const query = useQuery({
    queryKey: [...questionsKey(topicId), 'one', questionId],
    queryFn: () => collegeRequest<QuestionReply>(`${QB}/questions/${questionId}`).then((r) => r.question),
    enabled: Boolean(questionId),
  });
  return { ...query, question: query.data ?? null };
}

export function uploadQuestionVideo(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return collegeUploadWithProgress<VideoReply>(`${QB}/videos`, file, onProgress, signal).then((r) => r.video);
}

export type QuestionBody = Record<string, unknown>;

export function useSaveQuestion(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: QuestionBody }) =>
      collegeRequest<QuestionReply>(id ? `${QB}/questions/${id}` : `${QB}/topics/${topicId}/questions`, {
        method: id ? 'PUT' : 'POST',
        body,
      }).then((r) => r.question),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: questionsKey(topicId) });
      void queryClient.invalidateQueries({ queryKey: topicsKey });
    },
  });
}

export function useVerifyQuestion(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<VerifyReply>(`${QB}/questions/${id}/verify`, { method: 'POST' }).then(
        (r) => r.verification,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(topicId) }),
  });
}

export function useImportQuestions(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => collegeUpload<ImportReply>(`${QB}/topics/${topicId}/import`, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: questionsKey(topicId) });
      void queryClient.invalidateQueries({ queryKey: topicsKey });
    },
  });
}

export function useImportTestcases(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      collegeUpload<ImportReply>(`${QB}/questions/${id}/testcases/import`, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(topicId) }),
  });
}

/** A question type's spreadsheet template, or the testcases of a coding question. */
export type TemplateType = TopicType | 'testcases';

export function downloadTemplate(type: TemplateType, format: 'xlsx' | 'csv') {
  return collegeDownload(`${QB}/templates/${type}`, `${type}-template.${format}`, { format });
}

export function exportTopic(topic: Topic) {
  return collegeDownload(`${QB}/topics/${topic._id}/export`, `${topic.Heading}.xlsx`);
}

/** A QTI 2.1 content package of the topic (mcq, fill-in and essay topics). */
export function exportTopicQti(topic: Topic) {
  return collegeDownload(`${QB}/topics/${topic._id}/export.zip`, `${topic.Heading}-qti.zip`);
}

export type { ImportTarget, InterchangeType };
export type ImportPreview = ImportPreviewReply;
export type ImportDone = ImportConfirmReply;

/** Step one of a bank import: what the file holds, nothing written. */
export function previewBankImport(file: File) {
  const form = new FormData();
  form.append('file', file);
  return collegeClient.upload<ImportPreview>(`${QB}/import/preview`, form);
}

/** Step two: the same file again, with where each type goes. */
export function useConfirmBankImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, plan }: { file: File; plan: ImportPlan }) => {
      const form = new FormData();
      form.append('plan', JSON.stringify(plan));
      form.append('file', file);
      return collegeClient.upload<ImportDone>(`${QB}/import/confirm`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['college'] }),
  });
}

import type {
  AcademicRecordReply,
  CollegeBranchesReply,
  RecordChangesReply,
  RecordImportConfirm,
  RecordImportPreview,
  StaffRecordBody,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { collegeClient, collegeRequest } from '../../../lib/college/client';
import { seasonKey } from './cycles';

/** Academic records (/api/college/season/records), the import, and the programmes and branches. */

const recordsKey = [...seasonKey, 'records'] as const;
const branchesKey = [...seasonKey, 'branches'] as const;
const recordPath = (studentId: string) => `/api/college/season/records/${encodeURIComponent(studentId)}`;

export function useRecord(studentId: string) {
  return useQuery({
    queryKey: [...recordsKey, studentId],
    queryFn: () =>
      collegeRequest<Static<typeof AcademicRecordReply>>(recordPath(studentId)).then((r) => r.record),
    enabled: Boolean(studentId),
  });
}

export function useRecordChanges(studentId: string) {
  return useQuery({
    queryKey: [...recordsKey, studentId, 'changes'],
    queryFn: () =>
      collegeRequest<Static<typeof RecordChangesReply>>(`${recordPath(studentId)}/changes`).then(
        (r) => r.changes,
      ),
    enabled: Boolean(studentId),
  });
}

export function useChangeRecord(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffRecordBody) =>
      collegeRequest<Static<typeof AcademicRecordReply>>(recordPath(studentId), { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...recordsKey, studentId] }),
  });
}

/** Preview or confirm an import of records, with the upload's progress. */
export function useRecordImport() {
  const queryClient = useQueryClient();
  const send = <T>(step: 'preview' | 'confirm', file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return collegeClient.upload<T>(`/api/college/season/records/import/${step}`, form, { onProgress });
  };
  return {
    preview: (file: File, onProgress: (fraction: number) => void) =>
      send<RecordImportPreview>('preview', file, onProgress),
    confirm: async (file: File, onProgress: (fraction: number) => void) => {
      const done = await send<RecordImportConfirm>('confirm', file, onProgress);
      await queryClient.invalidateQueries({ queryKey: recordsKey });
      return done;
    },
  };
}

export const downloadRecordsTemplate = (format: 'xlsx' | 'csv') =>
  collegeClient.download('/api/college/season/records/template', `records-template.${format}`, { format });

export function useBranches() {
  return useQuery({
    queryKey: branchesKey,
    queryFn: () =>
      collegeRequest<Static<typeof CollegeBranchesReply>>('/api/college/season/branches').then(
        (r) => r.branches,
      ),
  });
}

export function useSetBranches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branches: { programme: string; branch: string }[]) =>
      collegeRequest<Static<typeof CollegeBranchesReply>>('/api/college/season/branches', {
        method: 'PUT',
        body: { branches },
      }),
    onSuccess: (reply) => queryClient.setQueryData(branchesKey, reply.branches),
  });
}

import type {
  CollegeStudentReply,
  MessageReply,
  StudentAccommodationReply,
  StudentInviteBody,
  StudentInviteReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeDownload, collegeRequest, collegeUpload } from '../../../lib/college/client';
import { studentsKey } from '../../../lib/college/students';
import type { BulkInviteReply } from './types';

const BASE = '/api/college/students';

export { useStudents } from '../../../lib/college/students';

export function useStudent(id: string | undefined) {
  return useQuery({
    queryKey: [...studentsKey, 'one', id],
    queryFn: () => collegeRequest<CollegeStudentReply>(`${BASE}/${id}`),
    enabled: Boolean(id),
  });
}

export function useInviteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentInviteBody) =>
      collegeRequest<StudentInviteReply>(`${BASE}/invite`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => collegeUpload<BulkInviteReply>(`${BASE}/invite/bulk`, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function useDecideStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      collegeRequest<MessageReply>(`${BASE}/${id}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

/** Sets a student's standing time multiplier (1 removes it). */
export function useSetAccommodation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeMultiplier: string) =>
      collegeRequest<StudentAccommodationReply>(`/api/college/students/${id}/accommodation`, {
        method: 'PUT',
        body: { timeMultiplier },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function downloadStudentTemplate(format: 'xlsx' | 'csv') {
  return collegeDownload(`${BASE}/template`, `students-template.${format}`, { format });
}

import type { AttemptResult, StudentProfileView } from '@placement/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeDownload, collegeRequest, collegeUpload } from './client';
import type { CollegeStudent, ImportReport, StudentInvite } from './types';

const BASE = '/api/college/students';
const studentsKey = ['college', 'students'] as const;

export type StudentFilter = {
  batch?: string;
  search?: string;
  status?: 'approved' | 'pending' | '';
  skip?: number;
  limit?: number;
};

export function useStudents(filter: StudentFilter) {
  return useQuery({
    queryKey: [...studentsKey, filter],
    queryFn: () =>
      collegeRequest<{
        students: CollegeStudent[];
        total: number;
        invitesOutstanding: number;
        invites: StudentInvite[];
      }>(BASE, {
        query: { ...filter, status: filter.status || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStudent(id: string | undefined) {
  return useQuery({
    queryKey: [...studentsKey, 'one', id],
    queryFn: () =>
      collegeRequest<{ student: CollegeStudent; profile: StudentProfileView; results: AttemptResult[] }>(
        `${BASE}/${id}`,
      ),
    enabled: Boolean(id),
  });
}

export function useInviteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { Email: string; FirstName?: string; LastName?: string; Batch?: string }) =>
      collegeRequest<{ message: string }>(`${BASE}/invite`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function useBulkInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => collegeUpload<ImportReport>(`${BASE}/invite/bulk`, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function useDecideStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      collegeRequest<{ message: string }>(`${BASE}/${id}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentsKey }),
  });
}

export function downloadStudentTemplate(format: 'xlsx' | 'csv') {
  return collegeDownload(`${BASE}/template`, `students-template.${format}`, { format });
}

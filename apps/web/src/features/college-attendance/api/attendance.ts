import type {
  AssignmentsBody,
  AssignmentsReply,
  CollegeAttendanceReply,
  MessageReply,
  ScanBody,
  ScanReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeDownload, collegeRequest } from '../../../lib/college/client';
import { portalKey as key } from '../../../lib/college/dashboard';

/** Drive slots and attendance (/api/college/attendance). */

export type { ScanReply };

export const SLOTS = [
  { value: 1, label: '9:00 AM - 11:00 AM' },
  { value: 2, label: '11:30 AM - 2:00 PM' },
  { value: 3, label: '3:00 PM - 5:00 PM' },
] as const;

export function useAssignments(date: string) {
  return useQuery({
    queryKey: [...key, 'assignments', date],
    queryFn: () =>
      collegeRequest<AssignmentsReply>('/api/college/attendance/assignments', {
        query: { date },
      }).then((r) => r.assignments),
  });
}

export function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentsBody) =>
      collegeRequest<AssignmentsReply>('/api/college/attendance/assignments', {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRemoveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<MessageReply>(`/api/college/attendance/assignments/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAttendanceDay(date: string) {
  return useQuery({
    queryKey: [...key, 'attendance', date],
    queryFn: () =>
      collegeRequest<CollegeAttendanceReply>('/api/college/attendance', {
        query: { date },
      }),
  });
}

export function useScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      collegeRequest<ScanReply>('/api/college/attendance/scan', {
        method: 'POST',
        body: { token } satisfies ScanBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...key, 'attendance'] }),
  });
}

export function exportAttendance(date: string) {
  return collegeDownload('/api/college/attendance/export', `attendance-${date}.csv`, { date });
}

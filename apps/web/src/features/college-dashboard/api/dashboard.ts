import type {
  AssignmentsBody,
  AssignmentsReply,
  CollegeAttendanceReply,
  DashboardCompaniesReply,
  DashboardJobsReply,
  DashboardNewCompaniesReply,
  MessageReply,
  MonthPoint,
  PlacedStudentsBody,
  PlacedStudentsReply,
  PlacementBody,
  PlacementReply,
  ScanBody,
  ScanReply,
} from '@placement/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeDownload, collegeRequest } from './client';

/** The college dashboard, placements and attendance (/api/college/dashboard, placements, attendance). */

export type { MonthPoint, ScanReply };
/** The placed-students filter a person sets; the page (skip, limit) is added when it is sent. */
export type PlacedFilter = Omit<PlacedStudentsBody, 'skip' | 'limit'>;

export const SLOTS = [
  { value: 1, label: '9:00 AM - 11:00 AM' },
  { value: 2, label: '11:30 AM - 2:00 PM' },
  { value: 3, label: '3:00 PM - 5:00 PM' },
] as const;

const key = ['college', 'portal'] as const;

export function useDashboard(collegeId: string | null) {
  return useQuery({
    queryKey: [...key, 'dashboard', collegeId],
    queryFn: () =>
      collegeRequest<DashboardCompaniesReply>(
        `/api/college/dashboard/companies/${encodeURIComponent(collegeId ?? '')}`,
      ),
    enabled: Boolean(collegeId),
  });
}

export function useNewCompanies(collegeId: string | null) {
  return useQuery({
    queryKey: [...key, 'new-companies', collegeId],
    queryFn: () =>
      collegeRequest<DashboardNewCompaniesReply>(
        `/api/college/dashboard/companies/new/${encodeURIComponent(collegeId ?? '')}`,
      ).then((r) => r.newCompanies),
    enabled: Boolean(collegeId),
  });
}

export function useDashboardJobs(collegeId: string | null, limit = 20) {
  return useQuery({
    queryKey: [...key, 'jobs', collegeId, limit],
    queryFn: () =>
      collegeRequest<DashboardJobsReply>(
        `/api/college/dashboard/jobs/${encodeURIComponent(collegeId ?? '')}`,
        { query: { limit } },
      ),
    enabled: Boolean(collegeId),
  });
}

export function usePlacedStudents(filter: PlacedStudentsBody) {
  return useQuery({
    queryKey: [...key, 'placed', filter],
    queryFn: () =>
      collegeRequest<PlacedStudentsReply>('/api/college/dashboard/placed/students', {
        method: 'POST',
        body: filter,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePlacements(skip = 0, limit = 50) {
  return useQuery({
    queryKey: [...key, 'placements', skip, limit],
    queryFn: () =>
      collegeRequest<PlacedStudentsReply>('/api/college/placements', {
        query: { skip, limit },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementBody) =>
      collegeRequest<PlacementReply>('/api/college/placements', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<MessageReply>(`/api/college/placements/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

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

/** Today in Asia/Kolkata as YYYY-MM-DD (the server's day for drives and attendance). */
export function kolkataToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

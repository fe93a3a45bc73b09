import type { Job, PlacementBody } from '@placement/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeDownload, collegeRequest } from './client';

/** The college dashboard, placements and attendance (/api/college/dashboard, placements, attendance). */

export type CompanyRef = { _id: string; basic: { companyName: string } };
export type DashboardCompany = CompanyRef & {
  about: string;
  openJobs: number;
  placedStudents: number;
  lastJobAt: string | null;
};
export type DashboardStats = {
  students: number;
  companies: number;
  jobs: number;
  placedStudents: number;
  averagePackage: number;
  highestPackage: number;
};
export type MonthPoint = { month: string; students: number; placements: number };
export type PersonRef = {
  _id: string;
  FirstName: string;
  LastName: string;
  Email: string;
  batch: string | null;
};
export type Placement = {
  _id: string;
  student: PersonRef;
  company: CompanyRef;
  job: { _id: string; title: string } | null;
  package: number;
  placedOn: string;
  createdAt: string;
};
export type PlacedFilter = {
  company?: string;
  batch?: string;
  from?: string;
  to?: string;
  minPackage?: number;
  maxPackage?: number;
  search?: string;
  skip?: number;
  limit?: number;
};
export type SlotRef = { companyId: CompanyRef; Slot: number; slotTime: string };
export type Assignment = {
  _id: string;
  date: string;
  Slot: number;
  slotTime: string;
  student: PersonRef;
  companyId: CompanyRef;
};
export type AttendanceRow = {
  student: PersonRef;
  assignments: SlotRef[];
  marked: boolean;
  status: string;
  markedAt: string | null;
};
export type ScanReply = {
  message: string;
  marked: boolean;
  date: string;
  student: PersonRef;
  companies: SlotRef[];
};

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
      collegeRequest<{ companies: DashboardCompany[]; stats: DashboardStats; series: MonthPoint[] }>(
        `/api/college/dashboard/companies/${encodeURIComponent(collegeId ?? '')}`,
      ),
    enabled: Boolean(collegeId),
  });
}

export function useNewCompanies(collegeId: string | null) {
  return useQuery({
    queryKey: [...key, 'new-companies', collegeId],
    queryFn: () =>
      collegeRequest<{ newCompanies: DashboardCompany[] }>(
        `/api/college/dashboard/companies/new/${encodeURIComponent(collegeId ?? '')}`,
      ).then((r) => r.newCompanies),
    enabled: Boolean(collegeId),
  });
}

export function useDashboardJobs(collegeId: string | null, limit = 20) {
  return useQuery({
    queryKey: [...key, 'jobs', collegeId, limit],
    queryFn: () =>
      collegeRequest<{ jobs: Job[]; newJobs: Job[]; total: number }>(
        `/api/college/dashboard/jobs/${encodeURIComponent(collegeId ?? '')}`,
        { query: { limit } },
      ),
    enabled: Boolean(collegeId),
  });
}

export function usePlacedStudents(filter: PlacedFilter) {
  return useQuery({
    queryKey: [...key, 'placed', filter],
    queryFn: () =>
      collegeRequest<{ students: Placement[]; total: number }>('/api/college/dashboard/placed/students', {
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
      collegeRequest<{ students: Placement[]; total: number }>('/api/college/placements', {
        query: { skip, limit },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordPlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlacementBody) =>
      collegeRequest<{ placement: Placement }>('/api/college/placements', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeletePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<{ message: string }>(`/api/college/placements/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAssignments(date: string) {
  return useQuery({
    queryKey: [...key, 'assignments', date],
    queryFn: () =>
      collegeRequest<{ date: string; assignments: Assignment[] }>('/api/college/attendance/assignments', {
        query: { date },
      }).then((r) => r.assignments),
  });
}

export function useAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      date: string;
      assignments: { studentId: string; companyId: string; slot: 1 | 2 | 3 }[];
    }) =>
      collegeRequest<{ assignments: Assignment[] }>('/api/college/attendance/assignments', {
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
      collegeRequest<{ message: string }>(`/api/college/attendance/assignments/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAttendanceDay(date: string) {
  return useQuery({
    queryKey: [...key, 'attendance', date],
    queryFn: () =>
      collegeRequest<{ date: string; students: AttendanceRow[] }>('/api/college/attendance', {
        query: { date },
      }),
  });
}

export function useScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      collegeRequest<ScanReply>('/api/college/attendance/scan', { method: 'POST', body: { token } }),
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

import type {
  DashboardNewCompaniesReply,
  MonthPoint,
  PlacedStudentsBody,
  PlacedStudentsReply,
} from '@placement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';
import { portalKey as key } from '../../../lib/college/dashboard';

/** The college dashboard (/api/college/dashboard): new companies, jobs, placed students. */

export { useDashboard, useDashboardJobs } from '../../../lib/college/dashboard';
export type { MonthPoint };
/** The placed-students filter a person sets; the page (skip, limit) is added when it is sent. */
export type PlacedFilter = Omit<PlacedStudentsBody, 'skip' | 'limit'>;

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

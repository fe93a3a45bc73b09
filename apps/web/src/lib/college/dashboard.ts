import type { DashboardCompaniesReply, DashboardJobsReply } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { collegeRequest } from './client';

/**
 * The college dashboard, placements and attendance share one cache key: recording a placement or marking
 * attendance refreshes the dashboard's numbers. The dashboard's companies and jobs also fill the placement form's pickers.
 */
export const portalKey = ['college', 'portal'] as const;

export function useDashboard(collegeId: string | null) {
  return useQuery({
    queryKey: [...portalKey, 'dashboard', collegeId],
    queryFn: () =>
      collegeRequest<DashboardCompaniesReply>(
        `/api/college/dashboard/companies/${encodeURIComponent(collegeId ?? '')}`,
      ),
    enabled: Boolean(collegeId),
  });
}

export function useDashboardJobs(collegeId: string | null, limit = 20) {
  return useQuery({
    queryKey: [...portalKey, 'jobs', collegeId, limit],
    queryFn: () =>
      collegeRequest<DashboardJobsReply>(
        `/api/college/dashboard/jobs/${encodeURIComponent(collegeId ?? '')}`,
        { query: { limit } },
      ),
    enabled: Boolean(collegeId),
  });
}

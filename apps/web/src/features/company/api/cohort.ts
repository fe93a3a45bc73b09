import type { CompanyCohortReply } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { companyClient } from '../../../lib/company/client';
import type { CohortFilterQuery } from '../../../ui/cohort/cohort-view';
import { companyKey } from './company';

/** A job's applicants ranked over their released results, and its downloads. */

export function useJobCohort(jobId: string) {
  return useQuery({
    queryKey: [...companyKey, 'applicants', jobId, 'cohort'],
    queryFn: () =>
      companyClient.request<CompanyCohortReply>(`/api/company/jobs/${encodeURIComponent(jobId)}/cohort`),
    enabled: Boolean(jobId),
  });
}

export function exportJobCohort(
  jobId: string,
  format: 'xlsx' | 'csv',
  filters: CohortFilterQuery | { compare: string[] },
) {
  return companyClient.download(
    `/api/company/jobs/${encodeURIComponent(jobId)}/cohort/export`,
    `applicants.${format}`,
    { format, ...filters },
  );
}

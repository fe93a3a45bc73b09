import type { CohortChoice, CollegeCohortReply } from '@placement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collegeDownload, collegeRequest } from '../../../lib/college/client';
import type { CohortFilterQuery } from '../../../ui/cohort/cohort-view';

/** A drive's cohort across up to ten of the college's assessments, and its downloads. */

export function useCohort(assessments: string[], attempts: CohortChoice) {
  return useQuery({
    queryKey: ['college', 'cohort', assessments, attempts] as const,
    queryFn: () =>
      collegeRequest<CollegeCohortReply>('/api/college/cohort', { query: { assessments, attempts } }),
    enabled: assessments.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function exportCohort(
  assessments: string[],
  attempts: CohortChoice,
  format: 'xlsx' | 'csv',
  filters: CohortFilterQuery | { compare: string[] },
) {
  return collegeDownload('/api/college/cohort/export', `cohort.${format}`, {
    assessments,
    attempts,
    format,
    ...filters,
  });
}

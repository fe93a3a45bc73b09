import type { EligibilityReply } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/student/jobs/:id/eligibility: whether the student may apply, every reason why not, and the job's approved terms. */
export function eligibilityQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: ['jobs', 'eligibility', jobId],
    queryFn: () =>
      apiRequest<Static<typeof EligibilityReply>>(
        `/api/student/jobs/${encodeURIComponent(jobId)}/eligibility`,
      ).then((r) => r.eligibility),
  });
}

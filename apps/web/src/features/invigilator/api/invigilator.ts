import type { InvigilatedTestsReply } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';
import { staffSessionHooks } from '../../../lib/staff-session';

/** The invigilator session's token lives under `invigilatorToken`, apart from every other role's. */
export const invigilatorClient = createApiClient('invigilatorToken');
export const invigilatorKey = ['invigilator-portal'] as const;

export const {
  useSession: useInvigilatorSession,
  useLogin: useInvigilatorLogin,
  useLogout: useInvigilatorLogout,
} = staffSessionHooks(invigilatorClient, 'invigilator', invigilatorKey);

/** The tests assigned to me that are live or to come; refreshed each minute so a test that starts shows. */
export function useInvigilatedAssessments() {
  return useQuery({
    queryKey: [...invigilatorKey, 'assessments'],
    queryFn: () =>
      invigilatorClient
        .request<InvigilatedTestsReply>('/api/invigilator/assessments')
        .then((r) => r.assessments),
    refetchInterval: 60_000,
  });
}

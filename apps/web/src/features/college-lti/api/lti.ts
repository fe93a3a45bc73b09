import type {
  LtiActivityReply,
  LtiCheckReply,
  LtiPlatformBody,
  LtiPlatformReply,
  LtiPlatformsReply,
  MessageReply,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** The college's LMS registrations (LTI 1.3) and the addresses it enters in its LMS. */
const key = ['college', 'lti', 'platforms'] as const;

export function useLtiPlatforms() {
  return useQuery({
    queryKey: key,
    queryFn: () => collegeRequest<LtiPlatformsReply>('/api/college/lti/platforms'),
  });
}

export function useSaveLtiPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: LtiPlatformBody }) =>
      collegeRequest<LtiPlatformReply>(
        id ? `/api/college/lti/platforms/${encodeURIComponent(id)}` : '/api/college/lti/platforms',
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteLtiPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<MessageReply>(`/api/college/lti/platforms/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A registration's last launches and score posts. */
export function useLtiActivity(platformId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...key, platformId, 'activity'],
    enabled,
    queryFn: () =>
      collegeRequest<LtiActivityReply>(
        `/api/college/lti/platforms/${encodeURIComponent(platformId)}/activity`,
      ),
  });
}

/** Tries a registration from Placement's side: the LMS's key set and its token endpoint with our key. */
export function useCheckLtiPlatform() {
  return useMutation({
    mutationFn: (platformId: string) =>
      collegeRequest<LtiCheckReply>(`/api/college/lti/platforms/${encodeURIComponent(platformId)}/check`, {
        method: 'POST',
        body: {},
      }),
  });
}

import type { LtiKeyRotationReply, LtiKeysReply } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient, adminKey } from './admin';

/** Our LTI signing keys, a set per college, and their rotation. */
const key = [...adminKey, 'lti-keys'] as const;

export function useLtiKeys() {
  return useQuery({
    queryKey: key,
    queryFn: () => adminClient.request<LtiKeysReply>('/api/admin/lti/keys').then((r) => r.colleges),
  });
}

export function useRotateLtiKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collegeId: string | null) =>
      adminClient.request<LtiKeyRotationReply>('/api/admin/lti/keys/rotate', {
        method: 'POST',
        body: collegeId ? { collegeId } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

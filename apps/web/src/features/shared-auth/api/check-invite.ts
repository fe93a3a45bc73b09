import type { InviteQuery, InviteReply } from '@placement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function checkInvite(invite: InviteQuery): Promise<InviteReply> {
  return apiRequest<InviteReply>('/api/student/check/invite', { query: invite, auth: false });
}

export function inviteQueryOptions(invite: InviteQuery) {
  return queryOptions({
    queryKey: ['student', 'invite', invite.CollegeId, invite.inviteLink],
    queryFn: () => checkInvite(invite),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvite(invite: InviteQuery | null) {
  return useQuery({
    ...inviteQueryOptions(invite ?? { CollegeId: '', inviteLink: '' }),
    enabled: invite !== null,
  });
}

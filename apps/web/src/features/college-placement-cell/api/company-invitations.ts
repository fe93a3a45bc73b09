import type {
  CompanyInvitationBody,
  CompanyInvitationReply,
  CompanyInvitationsReply,
  InvitationNoteBody,
} from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collegeRequest } from '../../../lib/college/client';

/** The college's invitations to companies and its contact log (/api/college/company-invitations). */

const key = ['college', 'company-invitations'] as const;

export function useCompanyInvitations() {
  return useQuery({
    queryKey: key,
    queryFn: () =>
      collegeRequest<CompanyInvitationsReply>('/api/college/company-invitations').then((r) => r.invitations),
  });
}

export function useInviteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInvitationBody) =>
      collegeRequest<CompanyInvitationReply>('/api/college/company-invitations', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAddInvitationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationNoteBody) =>
      collegeRequest<CompanyInvitationReply>(
        `/api/college/company-invitations/${encodeURIComponent(id)}/notes`,
        { method: 'POST', body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

import type { ScoreReport, ShareLink } from '@placement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, studentClient } from '../../../lib/api-client';
import { collegeDownload, collegeRequest } from '../../../lib/college/client';
import { companyClient } from '../../../lib/company/client';

/** A score report as each audience reads it, its PDF, and the college's share links. */

type ReportReply = { report: ScoreReport };

export function useStudentReport(attemptId: string) {
  return useQuery({
    queryKey: ['student', 'report', attemptId],
    queryFn: () => apiRequest<ReportReply>(`/api/student/results/${attemptId}/report`),
  });
}
export const downloadStudentReport = (attemptId: string) =>
  studentClient.download(`/api/student/results/${attemptId}/report/pdf`, 'score-report.pdf');

export function useCollegeReport(attemptId: string) {
  return useQuery({
    queryKey: ['college', 'report', attemptId],
    queryFn: () => collegeRequest<ReportReply>(`/api/college/attempts/${attemptId}/report`),
  });
}
export const downloadCollegeReport = (attemptId: string) =>
  collegeDownload(`/api/college/attempts/${attemptId}/report/pdf`, 'score-report.pdf');

export function useCompanyReport(applicationId: string, attemptId: string) {
  return useQuery({
    queryKey: ['company', 'report', applicationId, attemptId],
    queryFn: () =>
      companyClient.request<ReportReply>(`/api/company/applications/${applicationId}/reports/${attemptId}`),
  });
}
export const downloadCompanyReport = (applicationId: string, attemptId: string) =>
  companyClient.download(
    `/api/company/applications/${applicationId}/reports/${attemptId}/pdf`,
    'score-report.pdf',
  );

/** No account: the link's token is the only key, so no session's token is sent either. */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: ['shared', 'report', token],
    queryFn: () => apiRequest<ReportReply>(`/api/shared/reports/${token}`, { auth: false }),
    retry: false,
  });
}
export const sharedReportPdfUrl = (token: string) => `/api/shared/reports/${token}/pdf`;

const linksKey = (attemptId: string) => ['college', 'share-links', attemptId] as const;

export function useShareLinks(attemptId: string) {
  return useQuery({
    queryKey: linksKey(attemptId),
    queryFn: () => collegeRequest<{ links: ShareLink[] }>(`/api/college/attempts/${attemptId}/share-links`),
  });
}

export function useCreateShareLink(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      collegeRequest<{ link: ShareLink }>(`/api/college/attempts/${attemptId}/share-links`, {
        method: 'POST',
        body: { days },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(attemptId) }),
  });
}

export function useRevokeShareLink(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      collegeRequest<{ link: ShareLink }>(`/api/college/share-links/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(attemptId) }),
  });
}

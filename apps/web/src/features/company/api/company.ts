import type {
  Applicant,
  ApplicantProfileReply,
  ApplicantReply,
  ApplicantsReply,
  ApplicationStatus,
  ApplicationStatusBody,
  CollegeOptionsReply,
  CompanyJob,
  CompanyJobReply,
  CompanyJobsReply,
  CompanyProfile,
  CompanyProfileBody,
  CompanyProfileReply,
  JobBody,
  MessageReply,
} from '@placement/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyClient } from '../../../lib/company/client';
import { type StaffSession, staffSessionHooks } from '../../../lib/staff-session';

const { request } = companyClient;
export const companyKey = ['company-portal'] as const;

export type { Applicant, ApplicationStatus, CompanyJob, CompanyProfile, JobBody };

export type CompanySession = StaffSession;

export const {
  useSession: useCompanySession,
  useLogin: useCompanyLogin,
  useLogout: useCompanyLogout,
} = staffSessionHooks(companyClient, 'company', companyKey);

export function useCompanyProfile() {
  return useQuery({
    queryKey: [...companyKey, 'profile'],
    queryFn: () => request<CompanyProfileReply>('/api/company/profile').then((r) => r.company),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyProfileBody) =>
      request<CompanyProfileReply>('/api/company/profile', { method: 'PUT', body }),
    onSuccess: (reply) => queryClient.setQueryData([...companyKey, 'profile'], reply.company),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return companyClient.upload<CompanyProfileReply>('/api/company/profile/logo', form);
    },
    onSuccess: (reply) => queryClient.setQueryData([...companyKey, 'profile'], reply.company),
  });
}

export function useCollegeOptions() {
  return useQuery({
    queryKey: [...companyKey, 'colleges'],
    queryFn: () => request<CollegeOptionsReply>('/api/company/colleges').then((r) => r.colleges),
    staleTime: 5 * 60_000,
  });
}

export function useCompanyJobs(skip: number, limit = 20) {
  return useQuery({
    queryKey: [...companyKey, 'jobs', skip, limit],
    queryFn: () => request<CompanyJobsReply>('/api/company/jobs', { query: { skip, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyJob(id: string | undefined) {
  return useQuery({
    queryKey: [...companyKey, 'job', id],
    queryFn: () =>
      request<CompanyJobReply>(`/api/company/jobs/${encodeURIComponent(id ?? '')}/details`).then(
        (r) => r.job,
      ),
    enabled: Boolean(id),
  });
}

export function useSaveJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) =>
      request<CompanyJobReply>(id ? `/api/company/jobs/${encodeURIComponent(id)}` : '/api/company/jobs', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<MessageReply>(`/api/company/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useApplicants(jobId: string | undefined, status: ApplicationStatus | '') {
  return useQuery({
    queryKey: [...companyKey, 'applicants', jobId, status],
    queryFn: () =>
      request<ApplicantsReply>(`/api/company/jobs/${encodeURIComponent(jobId ?? '')}/applications`, {
        query: { status: status || undefined, limit: 100 },
      }),
    enabled: Boolean(jobId),
  });
}

/** One application with the applicant's profile (education, skills, links, CV, released results). */
export function useApplication(id: string | undefined) {
  return useQuery({
    queryKey: [...companyKey, 'applicants', 'application', id],
    queryFn: () =>
      request<ApplicantProfileReply>(`/api/company/applications/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  });
}

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      request<ApplicantReply>(`/api/company/applications/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { status } satisfies ApplicationStatusBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...companyKey, 'applicants'] }),
  });
}

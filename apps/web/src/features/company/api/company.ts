import type { ApplicationStatus, Job, JobBody, StudentProfileView } from '@placement/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StaffSession, staffSessionHooks } from '../../../lib/staff-session';
import { companyClient } from './client';

const { request } = companyClient;
export const companyKey = ['company-portal'] as const;

export type CompanyProfile = {
  _id: string;
  basic: { companyName: string; logo: string | null; website: string; sector: string };
  about: string;
  locations: string[];
  approved: boolean;
};
export type CompanyJob = Job & { visibleToCollegeIds: string[]; applications: number };
export type Applicant = {
  _id: string;
  status: ApplicationStatus;
  appliedAt: string;
  updatedAt: string | null;
  student: {
    _id: string;
    FirstName: string;
    LastName: string;
    Email: string;
    batch: string | null;
    college: { _id: string; name: string } | null;
    skills: string[];
  };
};
export type { ApplicationStatus, JobBody };

export type CompanySession = StaffSession;

export const {
  useSession: useCompanySession,
  useLogin: useCompanyLogin,
  useLogout: useCompanyLogout,
} = staffSessionHooks(companyClient, 'company', companyKey);

export function useCompanyProfile() {
  return useQuery({
    queryKey: [...companyKey, 'profile'],
    queryFn: () => request<{ company: CompanyProfile }>('/api/company/profile').then((r) => r.company),
  });
}

export type ProfileBody = {
  basic?: { companyName?: string; website?: string; sector?: string };
  about?: string;
  locations?: string[];
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) =>
      request<{ company: CompanyProfile }>('/api/company/profile', { method: 'PUT', body }),
    onSuccess: (reply) => queryClient.setQueryData([...companyKey, 'profile'], reply.company),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return companyClient.upload<{ company: CompanyProfile }>('/api/company/profile/logo', form);
    },
    onSuccess: (reply) => queryClient.setQueryData([...companyKey, 'profile'], reply.company),
  });
}

export function useCollegeOptions() {
  return useQuery({
    queryKey: [...companyKey, 'colleges'],
    queryFn: () =>
      request<{ colleges: { _id: string; name: string }[] }>('/api/company/colleges').then((r) => r.colleges),
    staleTime: 5 * 60_000,
  });
}

export function useCompanyJobs(skip: number, limit = 20) {
  return useQuery({
    queryKey: [...companyKey, 'jobs', skip, limit],
    queryFn: () =>
      request<{ jobs: CompanyJob[]; total: number }>('/api/company/jobs', { query: { skip, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyJob(id: string | undefined) {
  return useQuery({
    queryKey: [...companyKey, 'job', id],
    queryFn: () =>
      request<{ job: CompanyJob }>(`/api/company/jobs/${encodeURIComponent(id ?? '')}/details`).then(
        (r) => r.job,
      ),
    enabled: Boolean(id),
  });
}

export function useSaveJob(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) =>
      request<{ job: CompanyJob }>(id ? `/api/company/jobs/${encodeURIComponent(id)}` : '/api/company/jobs', {
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
      request<{ message: string }>(`/api/company/jobs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}

export function useApplicants(jobId: string | undefined, status: ApplicationStatus | '') {
  return useQuery({
    queryKey: [...companyKey, 'applicants', jobId, status],
    queryFn: () =>
      request<{ applications: Applicant[]; total: number }>(
        `/api/company/jobs/${encodeURIComponent(jobId ?? '')}/applications`,
        { query: { status: status || undefined, limit: 100 } },
      ),
    enabled: Boolean(jobId),
  });
}

/** One application with the applicant's profile (education, skills, links, CV, released results). */
export function useApplication(id: string | undefined) {
  return useQuery({
    queryKey: [...companyKey, 'applicants', 'application', id],
    queryFn: () =>
      request<{ application: Applicant; profile: StudentProfileView }>(
        `/api/company/applications/${encodeURIComponent(id ?? '')}`,
      ),
    enabled: Boolean(id),
  });
}

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      request<{ application: Applicant }>(`/api/company/applications/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...companyKey, 'applicants'] }),
  });
}

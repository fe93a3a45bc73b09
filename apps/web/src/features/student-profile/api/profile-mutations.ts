import type {
  BasicUpdateBody,
  BasicUpdateReply,
  EducationInput,
  FullStudent,
  LinksBody,
  PersonalBody,
  StudentReply,
} from '@placement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, studentClient } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/profile';
import { meQueryKey } from '../../../lib/session';

/** Every profile write answers with the whole profile: store it, and refresh the top bar's session. */
function useStoreProfile() {
  const queryClient = useQueryClient();
  return (student: FullStudent) => {
    queryClient.setQueryData(profileQueryKey, student);
    void queryClient.invalidateQueries({ queryKey: meQueryKey, exact: true });
  };
}

function useProfileMutation<V>(request: (variables: V) => Promise<Pick<StudentReply, 'student'>>) {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: request,
    onSuccess: (reply) => store(reply.student),
  });
}

/** PUT /api/student/update: name and phone. */
export const useUpdateBasic = () =>
  useProfileMutation((body: BasicUpdateBody) =>
    apiRequest<BasicUpdateReply>('/api/student/update', { method: 'PUT', body }).then((reply) => ({
      student: reply.data.student,
    })),
  );

export const useUpdatePersonal = () =>
  useProfileMutation((body: PersonalBody) =>
    apiRequest<StudentReply>('/api/student/profile/update/personal', { method: 'PUT', body }),
  );

export const useAddEducation = () =>
  useProfileMutation((body: EducationInput) =>
    apiRequest<StudentReply>('/api/student/profile/update/education', { method: 'POST', body }),
  );

/** The whole list: edits and removals (an entry keeping its _id keeps its uploaded file). */
export const useEditEducation = () =>
  useProfileMutation((Education: EducationInput[]) =>
    apiRequest<StudentReply>('/api/student/profile/edit/education', {
      method: 'POST',
      body: { Education },
    }),
  );

export const useUpdateSkills = () =>
  useProfileMutation((skills: string[]) =>
    apiRequest<StudentReply>('/api/student/profile/update/skill', { method: 'POST', body: { skills } }),
  );

export const useUpdateLinks = () =>
  useProfileMutation((links: LinksBody['links']) =>
    apiRequest<StudentReply>('/api/student/profile/update/link', { method: 'POST', body: { links } }),
  );

export const useDeleteCv = () =>
  useProfileMutation((id: string) =>
    apiRequest<StudentReply>(`/api/student/profile/cv/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

/** A multipart upload with its progress (0..1) for the progress bar. */
function useUpload<V>(build: (variables: V) => { path: string; form: FormData; method?: 'POST' | 'PUT' }) {
  const store = useStoreProfile();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (variables: V) => {
      const { path, form, method } = build(variables);
      setProgress(0);
      return studentClient.upload<StudentReply>(path, form, { method, onProgress: setProgress });
    },
    onSuccess: (reply) => store(reply.student),
  });
  return { ...mutation, progress };
}

/** CVs go as file0, file1… (SPEC §7). */
export const useUploadCvs = () =>
  useUpload((files: File[]) => {
    const form = new FormData();
    for (const [index, file] of files.entries()) form.append(`file${index}`, file, file.name);
    return { path: '/api/student/profile/update/cv', form };
  });

export const useUploadAvatar = () =>
  useUpload((file: File) => {
    const form = new FormData();
    form.append('avatar', file, file.name);
    return { path: '/api/student/profile/update/avatar', form, method: 'PUT' };
  });

export const useUploadEducationMedia = () =>
  useUpload(({ educationId, file }: { educationId: string; file: File }) => {
    const form = new FormData();
    // the field goes before the file so the server has it when the file part arrives
    form.append('educationId', educationId);
    form.append('file', file, file.name);
    return { path: '/api/student/profile/update/education/media', form };
  });

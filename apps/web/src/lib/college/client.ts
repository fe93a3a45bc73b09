import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { createApiClient, type RequestOptions } from '../api-client';

/**
 * The college session: the one API client over the staff token kept under `collegeToken` (not the student's
 * `token`), so a browser can hold both sessions and neither session check sends the other role's token.
 */
export const collegeClient = createApiClient('collegeToken');

export const getCollegeToken = collegeClient.getToken;
export const setCollegeToken = collegeClient.setToken;
export const clearCollegeToken = collegeClient.clearToken;
/** A 401 on a staff call: the college session is gone (the shell sends the user to /college/login). */
export const onCollegeUnauthorized = collegeClient.onUnauthorized;

/** JSON calls to /api/college/* with the staff token. */
export const collegeRequest = <T>(path: string, options?: RequestOptions): Promise<T> =>
  collegeClient.request<T>(path, options);

/** A multipart upload of one file under `file`; row reports (success false) come back as replies. */
export function collegeUpload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return collegeClient.upload<T>(path, form, { acceptUnsuccessful: true });
}

/** The same with upload progress (a fraction from 0 to 1); aborting the signal cancels the upload. */
export function collegeUploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return collegeClient.upload<T>(path, form, { onProgress, signal });
}

export const collegeDownload = collegeClient.download;

/** An object URL for an authenticated image (a proctoring screenshot), or null while it loads. */
export function useCollegeFileUrl(path: string | null): string | null {
  const file = useQuery({
    queryKey: ['college', 'file', path],
    queryFn: async () => (await collegeClient.fetchBlob(path as string)).blob,
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

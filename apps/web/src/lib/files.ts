import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type ApiClient, studentClient } from './api-client';
import { saveBlob } from './api-transfers';

/** Files (avatars, CVs, attachments) are served only with the auth-token header, so they are fetched as blobs. */
export async function fetchFileBlob(url: string, client: ApiClient = studentClient): Promise<Blob> {
  return (await client.fetchBlob(url)).blob;
}

/**
 * An object URL for an authenticated file, or null while loading (or when there is none); `client` is the
 * session that reads it (the student's unless a staff portal says otherwise).
 */
export function useFileUrl(url: string | null | undefined, client: ApiClient = studentClient): string | null {
  return useFileObject(url, client).objectUrl;
}

/** The same, saying also whether the file could not be loaded. */
export function useFileObject(
  url: string | null | undefined,
  client: ApiClient = studentClient,
): { objectUrl: string | null; failed: boolean } {
  const file = useQuery({
    queryKey: ['file', client.tokenKey, url],
    queryFn: () => fetchFileBlob(url as string, client),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const objectUrl = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { objectUrl, failed: file.isError };
}

/** Saves an authenticated file under its name (a plain link would not carry the header). */
export async function downloadFile(
  url: string,
  name: string,
  client: ApiClient = studentClient,
): Promise<void> {
  saveBlob(await fetchFileBlob(url, client), name);
}

/** Opens an authenticated file (a PDF, say) in a new tab. */
export async function openFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const blob = await fetchFileBlob(url);
  const objectUrl = URL.createObjectURL(blob);
  if (tab) tab.location.href = objectUrl;
  else window.location.href = objectUrl;
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

const FILES = '/api/files/';

/**
 * Question HTML whose images are our files (imported with the question): their `src` is moved to
 * `data-file-src` so the browser does not ask for them without the token; `useFileImages` loads them.
 */
export function deferFileImages(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const img of holder.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (!src.startsWith(FILES)) continue;
    img.setAttribute('data-file-src', src);
    img.removeAttribute('src');
  }
  return holder.innerHTML;
}

/** Loads the deferred images under `root` as blobs with the session's token. */
export function useFileImages(
  root: { current: HTMLElement | null },
  html: string,
  client: ApiClient = studentClient,
): void {
  useEffect(() => {
    // runs again whenever the HTML (and so its images) changes
    if (!html.includes('data-file-src')) return;
    const images = [...(root.current?.querySelectorAll<HTMLImageElement>('img[data-file-src]') ?? [])];
    if (images.length === 0) return;
    let live = true;
    const urls: string[] = [];
    for (const img of images) {
      fetchFileBlob(img.dataset.fileSrc as string, client)
        .then((blob) => {
          if (!live) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          img.src = url;
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [root, html, client]);
}

import { useCallback, useId, useRef, useState } from 'react';
import { downloadFile, formatBytes } from '../../../lib/files';
import { uploadErrorMessage } from '../../../lib/upload-messages';
import { Alert } from '../../../ui/alert';
import { ProgressBar } from '../../../ui/progress-bar';
import type { FileInfo } from '../api/inbox';
import { useInboxScope } from '../api/scope';

const MAX = 5;

export type Attachments = ReturnType<typeof useAttachments>;

/**
 * A mail's attachments: a chosen file is uploaded at once (POST /file, with progress) and its key kept.
 * `ready()` lets a send wait for an upload still running; it resolves null when that upload failed, so the
 * mail is never sent without a file the sender chose.
 */
export function useAttachments() {
  const scope = useInboxScope();
  const [files, setFilesState] = useState<FileInfo[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Refs, so a send waiting on an upload reads the files as they are when the upload ends.
  const current = useRef<FileInfo[]>([]);
  const running = useRef<Promise<boolean> | null>(null);

  const setFiles = useCallback((next: FileInfo[]) => {
    current.current = next;
    setFilesState(next);
  }, []);

  const add = (chosen: File[]): Promise<boolean> => {
    setError(null);
    if (chosen.length === 0) return Promise.resolve(true);
    if (current.current.length + chosen.length > MAX) {
      setError(`Up to ${MAX} attachments per mail: ${chosen.map((f) => f.name).join(', ')} not attached.`);
      return Promise.resolve(false);
    }
    const form = new FormData();
    for (const file of chosen) form.append('files', file, file.name);
    setProgress(0);
    const upload = scope.client
      .upload<{ attachments: FileInfo[] }>(`${scope.apiBase}/file`, form, { onProgress: setProgress })
      .then(
        (reply) => {
          setFiles([...current.current, ...reply.attachments]);
          return true;
        },
        (e: unknown) => {
          const why = uploadErrorMessage(e, 'File size too large, upload a file less than 5MB');
          setError(`${chosen.map((f) => f.name).join(', ')} not attached: ${why}`);
          return false;
        },
      )
      .finally(() => {
        setProgress(null);
        running.current = null;
      });
    running.current = upload;
    return upload;
  };

  const ready = async (): Promise<FileInfo[] | null> => {
    if (running.current && !(await running.current)) return null;
    return current.current;
  };

  const reset = () => {
    setFiles([]);
    setError(null);
  };

  return {
    files,
    uploading: progress !== null,
    progress,
    error,
    add,
    remove: (id: string) => setFiles(current.current.filter((f) => f._id !== id)),
    ready,
    reset,
  };
}

/** Choose files: each choice is uploaded at once and listed; there is no separate "attach" step to forget. */
export function AttachmentPicker({ attachments }: { attachments: Attachments }) {
  const inputId = useId();
  const { files, progress, error } = attachments;

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Attachments (PDF, images, DOC or DOCX; up to {MAX})
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        disabled={files.length >= MAX || progress !== null}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          // The list below shows what is attached; the input is emptied so it never shows a file that is not.
          e.target.value = '';
          void attachments.add(chosen);
        }}
        className="block min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800"
      />
      {progress !== null && <ProgressBar value={progress} label="Attachment upload" />}
      {error && <Alert tone="error">{error}</Alert>}
      {files.length > 0 && (
        <ul aria-label="Attached files" className="flex flex-wrap gap-2">
          {files.map((file) => (
            <li
              key={file._id}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm"
            >
              {file.name} <span className="text-xs text-slate-600">({formatBytes(file.size)})</span>
              <button
                type="button"
                onClick={() => attachments.remove(file._id)}
                className="rounded-full px-1.5 text-slate-700 hover:bg-slate-100"
                aria-label={`Remove ${file.name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function AttachmentLinks({ files }: { files: FileInfo[] }) {
  const [error, setError] = useState<string | null>(null);
  const scope = useInboxScope();
  if (files.length === 0) return null;
  return (
    <div className="mt-3">
      <ul aria-label="Attachments" className="flex flex-wrap gap-2">
        {files.map((file) => (
          <li key={file._id}>
            <button
              type="button"
              onClick={() =>
                downloadFile(file.url, file.name, scope.client).catch((e: Error) => setError(e.message))
              }
              className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <span aria-hidden="true">📎</span> {file.name}
              <span className="text-xs text-slate-600">({formatBytes(file.size)})</span>
            </button>
          </li>
        ))}
      </ul>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

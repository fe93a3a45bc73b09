import { portalMessages } from '@placement/contract';
import { useId, useRef, useState } from 'react';
import { downloadFile, formatBytes } from '../../../lib/files';
import { uploadErrorMessage } from '../../../lib/upload-messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ProgressBar } from '../../../ui/progress-bar';
import type { FileInfo } from '../api/inbox';
import { useInboxScope } from '../api/scope';

const MAX = 5;

/** Choose files, upload them (POST /file, with progress) and keep their keys for the mail. */
export function AttachmentPicker({
  value,
  onChange,
}: {
  value: FileInfo[];
  onChange: (files: FileInfo[]) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const scope = useInboxScope();

  const upload = async () => {
    setError(null);
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      setError(portalMessages.filesNotSelected);
      return;
    }
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    setProgress(0);
    try {
      const reply = await scope.client.upload<{ attachments: FileInfo[] }>(`${scope.apiBase}/file`, form, {
        onProgress: setProgress,
      });
      onChange([...value, ...reply.attachments].slice(0, MAX));
      if (input.current) input.current.value = '';
    } catch (e) {
      setError(uploadErrorMessage(e, 'File size too large, upload a file less than 5MB'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        Attachments (PDF, images, DOC or DOCX; up to {MAX})
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          disabled={value.length >= MAX || progress !== null}
          className="block min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800"
        />
        <Button variant="secondary" onClick={upload} disabled={progress !== null || value.length >= MAX}>
          {progress !== null ? 'Uploading…' : 'Attach'}
        </Button>
      </div>
      {progress !== null && <ProgressBar value={progress} label="Attachment upload" />}
      {error && <Alert tone="error">{error}</Alert>}
      {value.length > 0 && (
        <ul aria-label="Attached files" className="flex flex-wrap gap-2">
          {value.map((file) => (
            <li
              key={file._id}
              className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white py-1 pr-1 pl-3 text-sm"
            >
              {file.name} <span className="text-xs text-slate-600">({formatBytes(file.size)})</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((f) => f._id !== file._id))}
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

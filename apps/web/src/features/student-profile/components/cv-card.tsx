import { type FullStudent, MAX_CVS } from '@placement/contract';
import { useId, useRef, useState } from 'react';
import { downloadFile, formatBytes } from '../../../lib/files';
import { formatDate } from '../../../lib/format';
import { uploadErrorMessage } from '../../../lib/upload-messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ProgressBar } from '../../../ui/progress-bar';
import { useDeleteCv, useUploadCvs } from '../api/profile-mutations';

const ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function CvCard({ student }: { student: FullStudent }) {
  const upload = useUploadCvs();
  const remove = useDeleteCv();
  const [files, setFiles] = useState<File[]>([]);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const room = MAX_CVS - student.CV.length;

  return (
    <Card title="CV">
      {student.CV.length === 0 ? (
        <p className="text-sm text-slate-600">No CV uploaded yet.</p>
      ) : (
        <ul aria-label="Your CVs" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {student.CV.map((cv) => (
            <li key={cv._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{cv.name}</p>
                <p className="text-xs text-slate-600">
                  {formatBytes(cv.size)} · uploaded {formatDate(cv.uploadedAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDownloadError(null);
                    downloadFile(cv.url, cv.name).catch((e: Error) => setDownloadError(e.message));
                  }}
                  aria-label={`Download ${cv.name}`}
                >
                  Download
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => remove.mutate(cv.key)}
                  disabled={remove.isPending}
                  loading={remove.isPending && remove.variables === cv.key}
                  aria-label={`Delete ${cv.name}`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (files.length === 0) return;
          upload.mutate(files, {
            onSuccess: () => {
              setFiles([]);
              if (input.current) input.current.value = '';
            },
          });
        }}
      >
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Add CV files (PDF, DOC or DOCX, up to 2 MB each; {room} more allowed)
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={room <= 0 || upload.isPending}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800"
          />
        </div>
        <Button type="submit" loading={upload.isPending} disabled={files.length === 0 || upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload CV'}
        </Button>
        {upload.isPending && <ProgressBar value={upload.progress} label="CV upload" />}
        {upload.isError && (
          <Alert tone="error">
            {uploadErrorMessage(upload.error, 'File size too large, upload a file less than 2MB')}
          </Alert>
        )}
        {upload.isSuccess && <Alert tone="success">CV uploaded</Alert>}
      </form>
    </Card>
  );
}

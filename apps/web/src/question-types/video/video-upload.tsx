import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ProgressBar } from '../../ui/progress-bar';
import type { AuthoringServices } from '../question-type';

const MAX_BYTES = 100 * 1024 * 1024;

/**
 * The clip of a video question: upload with a progress bar, preview, replace or remove. `onBusy` tells the
 * editor an upload is running, so it does not save the question without its video.
 */
export function VideoUpload({
  url,
  onChange,
  services: { onBusy, uploadVideo, useFileUrl },
}: {
  url: string;
  onChange: (url: string) => void;
  services: AuthoringServices;
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const upload = useRef<AbortController | null>(null);
  const preview = useFileUrl(url || null);
  useEffect(() => () => upload.current?.abort(), []);

  async function start(file: File) {
    setError(null);
    setUploaded(false);
    if (file.size > MAX_BYTES) {
      setError('The video is larger than 100 MB. Upload a shorter or smaller clip.');
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    onBusy(true);
    try {
      onChange(await uploadVideo(file, setProgress, controller.signal));
      setUploaded(true);
    } catch (failure) {
      if (!controller.signal.aborted) setError((failure as Error).message);
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
      onBusy(false);
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Video</legend>
      {url &&
        (preview ? (
          // biome-ignore lint/a11y/useMediaCaption: uploaded clips come without caption tracks
          <video
            src={preview}
            controls
            aria-label="Uploaded video"
            className="aspect-video w-full max-w-md rounded-lg bg-slate-900"
          />
        ) : (
          <p className="text-sm text-slate-700">Loading the video…</p>
        ))}
      {!url && progress === null && (
        <p className="text-sm text-slate-700">
          No video yet: students then answer the parts from the text alone.
        </p>
      )}
      {progress === null ? (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
              {url ? 'Replace the video' : 'Upload a video'}
            </label>
            <input
              id={inputId}
              type="file"
              accept="video/mp4,video/webm,video/ogg,.mp4,.webm,.ogv"
              aria-describedby={`${inputId}-hint`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void start(file);
              }}
              className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
              MP4, WebM or Ogg, up to 100 MB.
            </p>
          </div>
          {url && (
            <Button
              variant="secondary"
              onClick={() => {
                setUploaded(false);
                onChange('');
              }}
            >
              Remove video
            </Button>
          )}
        </div>
      ) : (
        <div className="max-w-md space-y-2">
          <output className="block text-sm text-slate-700">Uploading the video…</output>
          <ProgressBar value={progress} label="Video upload progress" />
          <Button variant="secondary" onClick={() => upload.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {uploaded && <Alert tone="success">Video uploaded. Save the question to keep it.</Alert>}
    </fieldset>
  );
}

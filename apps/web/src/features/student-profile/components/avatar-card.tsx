import type { FullStudent } from '@placement/contract';
import { useId, useRef } from 'react';
import { useFileUrl } from '../../../lib/files';
import { uploadErrorMessage } from '../../../lib/upload-messages';
import { Alert } from '../../../ui/alert';
import { buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ProfilePhoto } from '../../../ui/profile-photo';
import { ProgressBar } from '../../../ui/progress-bar';
import { useUploadAvatar } from '../api/profile-mutations';

/** The profile picture: PNG, JPEG or WEBP up to 50 KB (the server's rule; SPEC §5 says what to show). */
export function AvatarCard({ student }: { student: FullStudent }) {
  const src = useFileUrl(student.avatar);
  const upload = useUploadAvatar();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  return (
    <Card title="Profile picture">
      <div className="flex flex-wrap items-center gap-5">
        <ProfilePhoto
          src={src}
          alt={`${student.FirstName}'s profile`}
          firstName={student.FirstName}
          size="lg"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <label
            htmlFor={inputId}
            className={`${buttonVariants.secondary} cursor-pointer focus-within:outline-2 focus-within:outline-brand-600`}
          >
            {upload.isPending ? 'Uploading…' : 'Upload picture'}
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file)
                  upload.mutate(file, {
                    onSettled: () => {
                      if (input.current) input.current.value = '';
                    },
                  });
              }}
            />
          </label>
          <p className="text-xs text-slate-600">PNG, JPEG or WEBP, at most 50 KB.</p>
          {upload.isPending && <ProgressBar value={upload.progress} label="Picture upload" />}
          {upload.isError && <Alert tone="error">{uploadErrorMessage(upload.error)}</Alert>}
          {upload.isSuccess && <Alert tone="success">Profile picture updated</Alert>}
        </div>
      </div>
    </Card>
  );
}

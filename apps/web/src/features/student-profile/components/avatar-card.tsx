import type { FullStudent } from '@placement/contract';
import { useFileUrl } from '../../../lib/files';
import { uploadErrorMessage } from '../../../lib/upload-messages';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { ProfilePhoto } from '../../../ui/profile-photo';
import { ProgressBar } from '../../../ui/progress-bar';
import { useUploadAvatar } from '../api/profile-mutations';
import { FileButton } from './file-button';

/** The profile picture: PNG, JPEG or WEBP up to 50 KB (the server's rule; SPEC §5 says what to show). */
export function AvatarCard({ student }: { student: FullStudent }) {
  const src = useFileUrl(student.avatar);
  const upload = useUploadAvatar();

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
          <FileButton
            accept="image/png,image/jpeg,image/webp"
            busy={upload.isPending}
            onFile={(file, done) => upload.mutate(file, { onSettled: done })}
          >
            {upload.isPending ? 'Uploading…' : 'Upload picture'}
          </FileButton>
          <p className="text-xs text-slate-600">PNG, JPEG or WEBP, at most 50 KB.</p>
          {upload.isPending && <ProgressBar value={upload.progress} label="Picture upload" />}
          {upload.isError && <Alert tone="error">{uploadErrorMessage(upload.error)}</Alert>}
          {upload.isSuccess && <Alert tone="success">Profile picture updated</Alert>}
        </div>
      </div>
    </Card>
  );
}

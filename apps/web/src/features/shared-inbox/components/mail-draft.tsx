import { studentPortalMessages } from '@placement/contract';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextareaField } from '../../../ui/textarea-field';
import { AttachmentPicker, useAttachments } from './attachments';

/** What a mail form holds: the text, its attachments, and whether sending waits for an upload still running. */
export function useMailDraft() {
  const [message, setMessage] = useState('');
  const attachments = useAttachments();
  const [waiting, setWaiting] = useState(false);
  /** The attachments once every upload is done; null when one failed (its error is shown, nothing is sent). */
  const files = async () => {
    setWaiting(true);
    const done = await attachments.ready();
    setWaiting(false);
    return done?.map((a) => a.key) ?? null;
  };
  const clear = () => {
    setMessage('');
    attachments.reset();
  };
  return { message, setMessage, attachments, waiting, files, clear };
}

/**
 * The text of a mail form and its foot: the attachments, the send button (busy while an upload is awaited or the
 * mail is on its way; off until there is text and, when `ready` says otherwise, a recipient) and the refusal.
 */
export function MailDraftFields({
  draft,
  label,
  rows,
  sending,
  sendLabel,
  ready = true,
}: {
  draft: ReturnType<typeof useMailDraft>;
  label: string;
  rows: number;
  sending: { isPending: boolean; error: Error | null };
  sendLabel: string;
  ready?: boolean;
}) {
  const busy = sending.isPending || draft.waiting;
  return (
    <>
      <TextareaField
        label={label}
        rows={rows}
        required
        maxLength={20000}
        value={draft.message}
        onChange={(e) => draft.setMessage(e.target.value)}
      />
      <AttachmentPicker attachments={draft.attachments} />
      <Button type="submit" loading={busy} disabled={busy || !ready || !draft.message.trim()}>
        {draft.waiting ? 'Waiting for attachments…' : sending.isPending ? 'Sending…' : sendLabel}
      </Button>
      {sending.error && (
        <Alert tone="error">
          {studentPortalMessages.mailError}: {sending.error.message}
        </Alert>
      )}
    </>
  );
}

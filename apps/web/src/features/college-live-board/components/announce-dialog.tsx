import { ANNOUNCEMENT_MAX_LENGTH } from '@placement/contract';
import { type FormEvent, useId, useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { Dialog } from '../../../ui/dialog';
import { RadioChoice } from '../../../ui/radio-choice';
import { inputClass } from '../../../ui/text-field';
import { useAnnounce } from '../api/live-board';
import { messageProblem, students } from '../utils/actions';
import { DialogFormFooter } from './dialog-footer';

/**
 * A message to everyone on the test or to the selected students: it shows on their test screen until they
 * acknowledge it, and in the Announcements panel here with how many did.
 */
export function AnnounceDialog({
  assessmentId,
  selected,
  onClose,
  onDone,
}: {
  assessmentId: string;
  /** the selected students' ids (may be none) */
  selected: string[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [message, setMessage] = useState('');
  const [to, setTo] = useState<'everyone' | 'selected'>('everyone');
  const send = useAnnounce(assessmentId);
  const { formRef, check, errorOf } = useFormCheck({ message: messageProblem(message) });
  const fieldId = useId();
  const error = errorOf('message');
  const title =
    to === 'everyone' ? 'Announce to everyone on the test?' : `Announce to ${students(selected.length)}?`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check() || send.isPending) return;
    send.mutate(
      { message: message.trim(), ...(to === 'selected' ? { studentIds: selected } : {}) },
      { onSuccess: (reply) => onDone(reply.message) },
    );
  };

  return (
    <Dialog open title={title} role="dialog" onCancel={onClose}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <p>It shows on their test screen within 5 seconds until they acknowledge it.</p>
        <RadioChoice
          legend="To"
          name="announce-to"
          choices={[
            ['everyone', 'Everyone on the test'],
            ['selected', `The selected (${selected.length})`],
          ]}
          value={to}
          onChange={setTo}
          disabled={(choice) => choice === 'selected' && selected.length === 0}
        />
        <div>
          <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Message
          </label>
          <textarea
            id={fieldId}
            rows={3}
            className={inputClass}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${fieldId}-count${error ? ` ${fieldId}-error` : ''}`}
          />
          <p id={`${fieldId}-count`} className="mt-1.5 text-xs text-slate-600">
            {message.trim().length} of {ANNOUNCEMENT_MAX_LENGTH} characters
          </p>
          {error && (
            <p id={`${fieldId}-error`} className="mt-1.5 text-xs font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <DialogFormFooter sending={send} onClose={onClose} submitLabel="Announce" />
      </form>
    </Dialog>
  );
}

import type { LiveActionReply, LiveRow } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useFormCheck } from '../../../lib/form-check';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { type LiveAction, useLiveAction } from '../api/live-board';
import {
  type ActionName,
  actionEffect,
  actionWords,
  confirmTitle,
  minutesProblem,
  REASON_MAX,
  reasonProblem,
} from '../utils/actions';
import { DialogFormFooter } from './dialog-footer';

/** An action asked for: the rows as the board showed them when it was asked (their versions go with it). */
export type ActionRequest = { action: ActionName; rows: LiveRow[]; leftOut: number };

function inputOf(action: ActionName, minutes: string, reason: string): LiveAction {
  const m = minutes.trim() ? Number(minutes.trim()) : undefined;
  const r = reason.trim();
  switch (action) {
    case 'add-time':
      return { action, minutes: m ?? 0 };
    case 'pause':
      return r ? { action, reason: r } : { action };
    case 'resume':
      return { action };
    case 'end':
      return { action, reason: r };
    case 'reopen':
      return m === undefined ? { action } : { action, minutes: m };
    case 'reset':
      return { action, reason: r };
  }
}

/**
 * The confirmation of one action: says what will happen and to how many students, takes the minutes or the
 * reason the action needs (checked as the server checks them), and sends the version each row showed.
 */
export function ActionDialog({
  assessmentId,
  request,
  onClose,
  onDone,
}: {
  assessmentId: string;
  request: ActionRequest;
  onClose: () => void;
  onDone: (reply: LiveActionReply, rows: LiveRow[]) => void;
}) {
  const { action, rows, leftOut } = request;
  const [minutes, setMinutes] = useState(action === 'add-time' ? '10' : '');
  const [reason, setReason] = useState('');
  const send = useLiveAction(assessmentId);
  const takesMinutes = action === 'add-time' || action === 'reopen';
  const needsReason = action === 'end' || action === 'reset';
  const takesReason = action === 'pause' || needsReason;
  const { formRef, check, errorOf } = useFormCheck({
    minutes: takesMinutes ? minutesProblem(minutes, action === 'add-time') : null,
    reason: takesReason ? reasonProblem(reason, needsReason) : null,
  });
  const shownMinutes = takesMinutes && !minutesProblem(minutes, true) ? Number(minutes.trim()) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check() || send.isPending) return;
    send.mutate(
      {
        students: rows.map((r) => ({ studentId: r.studentId, version: r.version })),
        input: inputOf(action, minutes, reason),
      },
      { onSuccess: (reply) => onDone(reply, rows) },
    );
  };

  return (
    <Dialog open title={confirmTitle(action, rows.length, shownMinutes)} role="dialog" onCancel={onClose}>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        <p>{actionEffect[action]}</p>
        {rows.length <= 5 && (
          <p>
            For: <span className="font-medium text-slate-900">{rows.map((r) => r.name).join(', ')}</span>
          </p>
        )}
        {leftOut > 0 && (
          <p>
            {leftOut} of the selected {leftOut === 1 ? 'is' : 'are'} left out: this is for{' '}
            {actionWords[action].for}.
          </p>
        )}
        {takesMinutes && (
          <TextField
            label={action === 'add-time' ? 'Minutes to add' : 'Minutes to give (optional)'}
            hint={
              action === 'reopen'
                ? 'Leave empty for the time the test had left when it ended.'
                : 'Whole minutes, 1 to 600.'
            }
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={errorOf('minutes')}
          />
        )}
        {takesReason && (
          <TextField
            label={needsReason ? 'Reason' : 'Reason (optional)'}
            hint={needsReason ? 'Shown to the student and to reviewers; 3 to 300 characters.' : undefined}
            maxLength={REASON_MAX + 50}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errorOf('reason')}
          />
        )}
        <DialogFormFooter sending={send} onClose={onClose} submitLabel={actionWords[action].button} />
      </form>
    </Dialog>
  );
}

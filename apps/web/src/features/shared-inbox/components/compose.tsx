import { studentPortalMessages } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '../../../ui/card';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { contactsQueryOptions, useSendMail } from '../api/inbox';
import { useInboxScope } from '../api/scope';
import { MailDraftFields, useMailDraft } from './mail-draft';

const OTHER = '__other__';

type Audience = 'one' | 'batch' | 'all';
type Choice = { to: string; other: string; audience: Audience; email: string; batch: string };
type Recipient = { Email: string } | { batch: string } | { all: true };
type ChoiceProps = { choice: Choice; set: (patch: Partial<Choice>) => void };

/** The student's recipient: one of the college's staff (the contacts) or another address in the college. */
function StudentRecipient({ choice, set, first }: ChoiceProps & { first: string }) {
  const scope = useInboxScope();
  const contacts = useQuery(contactsQueryOptions(scope));
  return (
    <>
      <SelectField
        label="To"
        value={choice.to || first}
        onChange={(e) => set({ to: e.target.value })}
        required
      >
        {contacts.data?.map((c) => (
          <option key={c._id} value={c.Email}>
            {`${c.FirstName} ${c.LastName}`.trim()} ({c.role === 'college' ? 'College' : c.role}) – {c.Email}
          </option>
        ))}
        <option value={OTHER}>Another address in my college…</option>
      </SelectField>
      {choice.to === OTHER && (
        <TextField
          label="Recipient email"
          type="email"
          value={choice.other}
          onChange={(e) => set({ other: e.target.value })}
          required
        />
      )}
    </>
  );
}

const audiences = [
  ['one', 'One person'],
  ['batch', 'A batch of students'],
  ['all', 'All students'],
] as const;

/** The college's recipient: exactly one of a person of the college, a batch of its students, or all of them. */
function CollegeRecipient({ choice, set }: ChoiceProps) {
  return (
    <>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-slate-800">Send to</legend>
        <div className="flex flex-wrap gap-4">
          {audiences.map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="audience"
                value={value}
                checked={choice.audience === value}
                onChange={() => set({ audience: value })}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.audience === 'one' && (
        <TextField
          label="To"
          type="email"
          hint="A student or staff member of your college"
          value={choice.email}
          onChange={(e) => set({ email: e.target.value })}
          required
        />
      )}
      {choice.audience === 'batch' && (
        <TextField
          label="Batch"
          placeholder="2027"
          maxLength={20}
          value={choice.batch}
          onChange={(e) => set({ batch: e.target.value })}
          required
        />
      )}
    </>
  );
}

function recipientOf(role: 'student' | 'college', choice: Choice, first: string): Recipient | null {
  if (role === 'student') {
    const email = choice.to === OTHER ? choice.other.trim() : choice.to || first;
    return email ? { Email: email } : null;
  }
  if (choice.audience === 'all') return { all: true };
  if (choice.audience === 'batch') return choice.batch.trim() ? { batch: choice.batch.trim() } : null;
  return choice.email.trim() ? { Email: choice.email.trim() } : null;
}

/** A new mail: the student writes to the college; the college to one person, a batch, or every student. */
export function Compose() {
  const scope = useInboxScope();
  const contacts = useQuery(contactsQueryOptions(scope));
  const [choice, setChoice] = useState<Choice>({ to: '', other: '', audience: 'one', email: '', batch: '' });
  const set = (patch: Partial<Choice>) => setChoice((current) => ({ ...current, ...patch }));
  const first = contacts.data?.[0]?.Email ?? '';
  const recipient = recipientOf(scope.role, choice, first);
  const [subject, setSubject] = useState('');
  const draft = useMailDraft();
  const send = useSendMail();
  const toast = useToast();
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recipient) return;
    const files = await draft.files();
    if (!files) return;
    send.mutate(
      { ...recipient, Subject: subject.trim(), Message: draft.message, attachments: files },
      {
        onSuccess: () => {
          toast(studentPortalMessages.mailSent, 'success');
          navigate(`${scope.routeBase}/mail/sent`);
        },
      },
    );
  };

  return (
    <Card title="New mail">
      <form onSubmit={submit} className="space-y-4">
        {scope.role === 'college' ? (
          <CollegeRecipient choice={choice} set={set} />
        ) : (
          <StudentRecipient choice={choice} set={set} first={first} />
        )}
        <TextField
          label="Subject"
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <MailDraftFields
          draft={draft}
          label="Message"
          rows={8}
          sending={send}
          sendLabel="Send"
          ready={!!recipient}
        />
      </form>
    </Card>
  );
}

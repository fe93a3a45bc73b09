import { portalMessages } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useToast } from '../../../ui/toast';
import { contactsQueryOptions, type FileInfo, useSendMail } from '../api/inbox';
import { AttachmentPicker } from './attachments';

const OTHER = '__other__';

/** A new mail to the college (its staff are the contacts) or another address in the college. */
export function Compose() {
  const contacts = useQuery(contactsQueryOptions());
  const [to, setTo] = useState('');
  const [other, setOther] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<FileInfo[]>([]);
  const send = useSendMail();
  const toast = useToast();
  const navigate = useNavigate();
  const recipient = to === OTHER ? other.trim() : to || contacts.data?.[0]?.Email || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      {
        Email: recipient,
        Subject: subject.trim(),
        Message: message,
        attachments: attachments.map((a) => a.key),
      },
      {
        onSuccess: () => {
          toast(portalMessages.mailSent, 'success');
          navigate('/student/inbox/mail/sent');
        },
      },
    );
  };

  return (
    <Card title="New mail">
      <form onSubmit={submit} className="space-y-4">
        <SelectField
          label="To"
          value={to || (contacts.data?.[0]?.Email ?? '')}
          onChange={(e) => setTo(e.target.value)}
          required
        >
          {contacts.data?.map((c) => (
            <option key={c._id} value={c.Email}>
              {`${c.FirstName} ${c.LastName}`.trim()} ({c.role === 'college' ? 'College' : c.role}) –{' '}
              {c.Email}
            </option>
          ))}
          <option value={OTHER}>Another address in my college…</option>
        </SelectField>
        {to === OTHER && (
          <TextField
            label="Recipient email"
            type="email"
            value={other}
            onChange={(e) => setOther(e.target.value)}
            required
          />
        )}
        <TextField
          label="Subject"
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
        <TextareaField
          label="Message"
          rows={8}
          required
          maxLength={20000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <AttachmentPicker value={attachments} onChange={setAttachments} />
        <Button
          type="submit"
          loading={send.isPending}
          disabled={send.isPending || !recipient || !message.trim()}
        >
          {send.isPending ? 'Sending…' : 'Send'}
        </Button>
        {send.isError && (
          <Alert tone="error">
            {portalMessages.mailError}: {send.error.message}
          </Alert>
        )}
      </form>
    </Card>
  );
}

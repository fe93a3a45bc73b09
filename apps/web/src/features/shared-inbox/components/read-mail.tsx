import { studentPortalMessages } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { QueryState } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { type Mail, type MailType, mailQueryOptions, useBookmark, useMarkSeen, useReply } from '../api/inbox';
import { useInboxScope } from '../api/scope';
import { AttachmentLinks } from './attachments';
import { MailDraftFields, useMailDraft } from './mail-draft';
import { useDeleteWithUndo } from './undo-delete';

const person = (p: Mail['from']) => `${p.FirstName} ${p.LastName}`.trim() || p.Email;

/** Mail bodies are plain text: rendered as text (React escapes it), never as HTML. */
function MailBody({ mail }: { mail: Mail }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">
          {person(mail.from)} <span className="font-normal text-slate-600">&lt;{mail.from.Email}&gt;</span>
        </p>
        <p className="text-xs text-slate-600">{formatDateTime(mail.createdAt)}</p>
      </header>
      <p className="text-xs text-slate-600">To: {mail.to.map(person).join(', ')}</p>
      <div className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800">{mail.Message}</div>
      <AttachmentLinks files={mail.attachments} />
    </article>
  );
}

function ReplyForm({ mail }: { mail: Mail }) {
  const draft = useMailDraft();
  const reply = useReply();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const files = await draft.files();
    if (!files) return;
    reply.mutate(
      { mailId: mail._id, Message: draft.message, attachments: files },
      {
        onSuccess: () => {
          toast(studentPortalMessages.mailSent, 'success');
          draft.clear();
        },
      },
    );
  };
  return (
    <Card title="Reply" className="mt-6">
      <form onSubmit={submit} className="space-y-4">
        <MailDraftFields draft={draft} label="Your reply" rows={5} sending={reply} sendLabel="Send reply" />
      </form>
    </Card>
  );
}

export function ReadMail({ id, type }: { id: string; type: MailType | undefined }) {
  const scope = useInboxScope();
  const query = useQuery(mailQueryOptions(scope, id, type));
  const seen = useMarkSeen();
  const bookmark = useBookmark();
  const { remove, deleteMails } = useDeleteWithUndo();
  const navigate = useNavigate();
  const marked = useRef(false);
  const mail = query.data?.mail;
  const folder: MailType = type ?? mail?.type ?? 'received';

  // SPEC §7: opening an unread mail marks it seen, then the lists are refetched.
  useEffect(() => {
    if (mail && mail.type === 'received' && !mail.seen && !marked.current) {
      marked.current = true;
      seen.mutate({ id: mail._id, type: 'received' });
    }
  }, [mail, seen]);

  if (!query.data || !mail) return <QueryState isPending={query.isPending} error={query.error} />;
  const thread = query.data.thread.length > 0 ? query.data.thread : [mail];
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{mail.Subject || '(no subject)'}</h1>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-pressed={mail.bookmarked}
            onClick={() =>
              bookmark.mutate(
                { id: mail._id, type: folder, on: !mail.bookmarked },
                { onSuccess: () => void query.refetch() },
              )
            }
          >
            {mail.bookmarked ? '★ Bookmarked' : '☆ Bookmark'}
          </Button>
          <Button
            variant="secondary"
            loading={remove.isPending}
            disabled={remove.isPending}
            onClick={() =>
              deleteMails([{ id: mail._id, type: folder }], {
                onSuccess: () =>
                  navigate(folder === 'sent' ? `${scope.routeBase}/mail/sent` : scope.routeBase),
              })
            }
          >
            Delete
          </Button>
        </div>
      </div>
      {(remove.isError || bookmark.isError) && (
        <div className="mt-3">
          <Alert tone="error">{(remove.error ?? bookmark.error)?.message}</Alert>
        </div>
      )}
      <section aria-label="Conversation" className="mt-4 space-y-3">
        {thread.map((m) => (
          <MailBody key={m._id} mail={m} />
        ))}
      </section>
      <ReplyForm mail={mail} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router';
import { BackButton } from '../../../ui/back-button';
import { Button, buttonVariants } from '../../../ui/button';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { SubNav } from '../../../ui/sub-nav';
import { INBOX_PAGE, type MailType, mailsQueryOptions, type Search } from '../api/inbox';
import { type InboxScope, InboxScopeProvider, studentInboxScope, useInboxScope } from '../api/scope';
import { Compose } from '../components/compose';
import { MailList } from '../components/mail-list';
import { ReadMail } from '../components/read-mail';
import { SearchForm } from '../components/search-form';
import { DeleteWithUndoProvider } from '../components/undo-delete';
import { useLiveMail } from '../hooks/use-live-mail';

const searchKeys = ['keyword', 'from', 'date', 'within'] as const;

function Folder({ type }: { type: MailType }) {
  const [params, setParams] = useSearchParams();
  const scope = useInboxScope();
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const search: Search = {};
  for (const key of searchKeys) {
    const value = params.get(key);
    if (value) (search as Record<string, string>)[key] = value;
  }
  const mails = useQuery(mailsQueryOptions(scope, skip, search));
  const list = type === 'received' ? mails.data?.emailsReceived : mails.data?.emailsSent;
  const total = type === 'received' ? mails.data?.total : mails.data?.totalSent;
  const searching = Object.keys(search).length > 0;
  const [searchOpen, setSearchOpen] = useState(false);
  const searchId = useId();

  return (
    <>
      {/* on a phone the search waits behind a button, so the mail gets the first screen */}
      <div className="mt-4 sm:hidden">
        <Button
          variant="secondary"
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={() => setSearchOpen((open) => !open)}
        >
          {searchOpen ? 'Hide search' : searching ? 'Search (filtered)' : 'Search mail'}
        </Button>
      </div>
      <div
        id={searchId}
        className={`${searchOpen ? 'block' : 'hidden'} mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:block`}
      >
        <SearchForm
          key={searchKeys.map((k) => params.get(k)).join('|')}
          initial={search}
          onSearch={(next) => {
            const p = new URLSearchParams();
            for (const [key, value] of Object.entries(next)) if (value) p.set(key, String(value));
            setParams(p);
          }}
        />
      </div>
      <section aria-labelledby="folder-heading" className="mt-4">
        <h2 id="folder-heading" className="mb-2 text-lg font-semibold text-slate-900">
          {type === 'received' ? 'Received' : 'Sent'}{' '}
          {total !== undefined && (
            <span className="ml-2 text-sm font-normal text-slate-600">({total} total)</span>
          )}
        </h2>
        {!list ? (
          <QueryState isPending={mails.isPending} error={mails.error} />
        ) : (
          <>
            <MailList
              mails={list}
              type={type}
              emptyTitle={
                searching
                  ? 'No mail matches this search'
                  : type === 'received'
                    ? 'No mail yet'
                    : 'Nothing sent yet'
              }
            />
            <Pager
              label={`${type} pages`}
              skip={skip}
              limit={INBOX_PAGE}
              total={total ?? 0}
              onChange={(next) => {
                const p = new URLSearchParams(params);
                p.set('skip', String(next));
                setParams(p);
              }}
            />
          </>
        )}
      </section>
    </>
  );
}

function Lists({ type }: { type: MailType }) {
  const { routeBase } = useInboxScope();
  const tabs = [
    { to: routeBase, label: 'Received', end: true, alsoOn: [`${routeBase}/mail/received`] },
    { to: `${routeBase}/mail/sent`, label: 'Sent' },
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Inbox</h1>
        <Link to={`${routeBase}/mail/compose`} className={buttonVariants.primary}>
          Compose
        </Link>
      </div>
      <div className="mt-4">
        <SubNav label="Mail folders" items={tabs} />
      </div>
      <Folder key={type} type={type} />
    </div>
  );
}

/** /student/inbox/mail/{type}: received, sent, or compose. */
function MailTypeRoute() {
  const { type } = useParams();
  const { routeBase } = useInboxScope();
  if (type === 'compose') {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <BackButton fallback={routeBase} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Compose</h1>
        <Compose />
      </div>
    );
  }
  return <Lists type={type === 'sent' ? 'sent' : 'received'} />;
}

/** /student/inbox/mail?id&type: one mail and its thread. */
function ReadRoute() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const type = params.get('type');
  const { routeBase } = useInboxScope();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <BackButton fallback={type === 'sent' ? `${routeBase}/mail/sent` : routeBase} />
      {id ? (
        <ReadMail key={id} id={id} type={type === 'sent' || type === 'received' ? type : undefined} />
      ) : (
        <Lists type="received" />
      )}
    </div>
  );
}

function InboxRoutes() {
  // new mail arrives without a reload (server-sent events)
  useLiveMail();
  return (
    <Routes>
      <Route index element={<Lists type="received" />} />
      <Route path="mail" element={<ReadRoute />} />
      <Route path="mail/:type" element={<MailTypeRoute />} />
      <Route path="*" element={<Lists type="received" />} />
    </Routes>
  );
}

/** The inbox screens for one owner: the student's, or (with its scope) the college's at /college/inbox. */
export function InboxScreens({ scope }: { scope: InboxScope }) {
  return (
    <InboxScopeProvider scope={scope}>
      <DeleteWithUndoProvider>
        <InboxRoutes />
      </DeleteWithUndoProvider>
    </InboxScopeProvider>
  );
}

/** /student/inbox: index, mail, mail/{type} (SPEC §2). */
export function InboxRoute() {
  return <InboxScreens scope={studentInboxScope} />;
}

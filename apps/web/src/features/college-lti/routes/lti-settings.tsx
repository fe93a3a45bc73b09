import type { LtiPlatform, LtiToolUrls } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { useDeleteLtiPlatform, useLtiPlatforms, useSaveLtiPlatform } from '../api/lti';
import { LmsSetupHelp } from '../components/lms-setup-help';
import { PlatformActivity, PlatformCheck } from '../components/platform-activity';

const empty = {
  name: '',
  issuer: '',
  clientId: '',
  deploymentIds: '',
  jwksUrl: '',
  authUrl: '',
  tokenUrl: '',
};
type Draft = typeof empty;

const draftOf = (p: LtiPlatform): Draft => ({ ...p, deploymentIds: p.deploymentIds.join(', ') });

/** What the college copies into its LMS's tool registration. */
function ToolUrls({ tool }: { tool: LtiToolUrls }) {
  const rows: [string, string][] = [
    ['Tool URL / target link URI', tool.launchUrl],
    ['Initiate login URL', tool.loginUrl],
    ['Redirection URI(s)', tool.redirectUrls.join(' ')],
    ['Public keyset (JWKS) URL', tool.jwksUrl],
    ['Deep linking URL', tool.deepLinkingUrl],
  ];
  return (
    <Card title="Enter these in your LMS">
      <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-800">{label}</dt>
            <dd className="break-all font-mono text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Turn on Deep Linking and Assignment and Grade Services (scores): the steps for Moodle and Canvas are
        under “How to connect your LMS” below.
      </p>
    </Card>
  );
}

function PlatformForm({ editing, onDone }: { editing: LtiPlatform | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : empty);
  const save = useSaveLtiPlatform();
  const toast = useToast();
  const field = (name: keyof Draft) => ({
    value: draft[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deploymentIds = draft.deploymentIds
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    save.mutate(
      { id: editing?._id ?? null, body: { ...draft, deploymentIds } },
      {
        onSuccess: () => {
          toast(editing ? 'LMS updated' : 'LMS registered', 'success');
          setDraft(empty);
          onDone();
        },
      },
    );
  };
  return (
    <Card title={editing ? `Edit ${editing.name}` : 'Register an LMS'}>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="LMS registration">
        <TextField label="Name" maxLength={120} {...field('name')} />
        <TextField label="Issuer (platform ID)" type="url" {...field('issuer')} />
        <TextField label="Client ID" maxLength={255} {...field('clientId')} />
        <TextField
          label="Deployment ID(s)"
          hint="Several separated by commas"
          maxLength={2000}
          {...field('deploymentIds')}
        />
        <TextField label="Public keyset (JWKS) URL" type="url" {...field('jwksUrl')} />
        <TextField label="Authentication request URL" type="url" {...field('authUrl')} />
        <TextField label="Access token URL" type="url" {...field('tokenUrl')} />
        {save.error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{save.error.message}</Alert>
          </div>
        )}
        <div className="flex gap-3 sm:col-span-2">
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save changes' : 'Register LMS'}
          </Button>
          {editing && (
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}

/** /college/settings/lms: the LMSs (LTI 1.3 platforms) whose courses open this college's assessments. */
export function LtiSettingsRoute() {
  const platforms = useLtiPlatforms();
  const remove = useDeleteLtiPlatform();
  const [editing, setEditing] = useState<LtiPlatform | null>(null);
  return (
    <Page
      title="LMS (LTI 1.3)"
      description="Students open your assessments from Moodle, Canvas or another LTI 1.3 LMS, and scores go back to its gradebook."
    >
      <QueryState isPending={platforms.isPending} error={platforms.error} />
      {platforms.data && <ToolUrls tool={platforms.data.tool} />}
      {platforms.data && platforms.data.platforms.length > 0 && (
        <Card title="Registered LMSs">
          <ul className="divide-y divide-slate-200">
            {platforms.data.platforms.map((p) => (
              <li key={p._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1 space-y-3 text-sm">
                  <div>
                    <p className="font-semibold text-slate-900">{p.name}</p>
                    <p className="break-all text-slate-700">
                      {p.issuer} · client {p.clientId} · deployments {p.deploymentIds.join(', ')}
                    </p>
                  </div>
                  <PlatformCheck platform={p} />
                  <PlatformActivity platform={p} />
                </div>
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${p.name}`}
                    onClick={() => remove.mutate(p._id)}
                    loading={remove.isPending && remove.variables === p._id}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <PlatformForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      {platforms.data && <LmsSetupHelp tool={platforms.data.tool} />}
    </Page>
  );
}

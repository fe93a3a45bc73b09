import { topicTypeNames } from '@placement/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { type Topic, useCreateTopic, useTopics } from '../api/admin';

export const typeNames: Readonly<Record<Topic['Type'], string>> = topicTypeNames;

/** /admin/topics: the shared question bank every college can use. */
export function AdminTopicsRoute() {
  const topics = useTopics();
  const create = useCreateTopic();
  const [d, setD] = useState({ Heading: '', Description: '', Type: 'mcq' as Topic['Type'] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { ...d, Heading: d.Heading.trim() },
      { onSuccess: () => setD({ Heading: '', Description: '', Type: 'mcq' }) },
    );
  };
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Shared question bank"
      description="Topics and questions shared with every college."
    >
      <Card title="New topic">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Heading"
            required
            maxLength={120}
            value={d.Heading}
            onChange={(e) => setD({ ...d, Heading: e.target.value })}
          />
          <SelectField
            label="Type"
            value={d.Type}
            onChange={(e) => setD({ ...d, Type: e.target.value as Topic['Type'] })}
          >
            {Object.entries(typeNames).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Description"
            maxLength={2000}
            value={d.Description}
            onChange={(e) => setD({ ...d, Description: e.target.value })}
            className="sm:col-span-2"
          />
          <div>
            <Button type="submit" loading={create.isPending} disabled={create.isPending || !d.Heading.trim()}>
              Create topic
            </Button>
          </div>
          {create.isError && (
            <div className="sm:col-span-2">
              <Alert tone="error">{create.error.message}</Alert>
            </div>
          )}
        </form>
      </Card>
      <Card title="Topics">
        {!topics.data ? (
          <QueryState isPending={topics.isPending} error={topics.error} />
        ) : topics.data.length === 0 ? (
          <EmptyState title="No shared topics yet" />
        ) : (
          <ul aria-label="Topics" className="divide-y divide-slate-100">
            {topics.data.map((t) => (
              <li key={t._id} className="py-3 text-sm">
                <Link
                  to={`/admin/topics/${t._id}`}
                  className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t.Heading}
                </Link>
                <p className="text-slate-600">
                  {typeNames[t.Type]} · L1 {t.totalL1Question} · L2 {t.totalL2Question} · L3{' '}
                  {t.totalL3Question}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </Page>
  );
}

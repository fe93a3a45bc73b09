import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { cut } from '../../../question-types/shared/summary';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { exportTopicQti, useCreateTopic, useTopics } from '../api/question-bank';
import { type Topic, type TopicType, typeNames } from '../api/types';
import { BankImport } from '../components/bank-import';

/** The topic types a QTI 2.1 package carries. */
const QTI_TYPES: readonly TopicType[] = ['mcq', 'findAnswer', 'essay'];

function CreateTopicForm({ onDone }: { onDone: (topic: Topic) => void }) {
  const create = useCreateTopic();
  const [heading, setHeading] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TopicType>('mcq');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { Heading: heading.trim(), Description: description.trim(), Type: type },
      {
        onSuccess: (topic) => {
          setHeading('');
          setDescription('');
          onDone(topic);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2">
      {create.error && (
        <div className="md:col-span-2">
          <Alert tone="error">{create.error.message}</Alert>
        </div>
      )}
      <TextField
        label="Heading"
        required
        maxLength={120}
        value={heading}
        onChange={(e) => setHeading(e.target.value)}
      />
      <SelectField label="Type" value={type} onChange={(e) => setType(e.target.value as TopicType)}>
        {(Object.keys(typeNames) as TopicType[]).map((t) => (
          <option key={t} value={t}>
            {typeNames[t]}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label="Description"
        className="md:col-span-2"
        rows={2}
        maxLength={2000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="md:col-span-2">
        <Button type="submit" loading={create.isPending} disabled={create.isPending || !heading.trim()}>
          Create topic
        </Button>
      </div>
    </form>
  );
}

function TopicTable({
  topics,
  caption,
  onExportError,
}: {
  topics: Topic[];
  caption: string;
  onExportError?: (message: string) => void;
}) {
  if (topics.length === 0) return <p className="text-sm text-slate-600">No topics yet.</p>;
  return (
    <Table
      label={caption}
      padLast
      columns={[
        'Heading',
        'Type',
        'L1',
        'L2',
        'L3',
        <span key="export" className="sr-only">
          Export
        </span>,
      ]}
    >
      {topics.map((topic) => (
        <tr key={topic._id} className="border-b border-slate-100">
          <td className="py-2 pr-4">
            <Link
              to={`/college/question-bank/${topic._id}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {topic.Heading}
            </Link>
            {topic.Description && <p className="text-xs text-slate-600">{cut(topic.Description, 100)}</p>}
          </td>
          <td className="py-2 pr-4">{typeNames[topic.Type]}</td>
          <td className="py-2 pr-4">{topic.totalL1Question}</td>
          <td className="py-2 pr-4">{topic.totalL2Question}</td>
          <td className="py-2 pr-4">{topic.totalL3Question}</td>
          {onExportError && (
            <td className="py-2 pr-4">
              {QTI_TYPES.includes(topic.Type) && (
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={`Export QTI of ${topic.Heading}`}
                  onClick={() => exportTopicQti(topic).catch((e: Error) => onExportError(e.message))}
                >
                  Export QTI
                </Button>
              )}
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}

/** The question bank: the college's topics, the platform's shared (read-only) topics, a new topic. */
export function TopicsRoute() {
  const topics = useTopics();
  const [created, setCreated] = useState<Topic | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const own = topics.data?.filter((t) => !t.shared) ?? [];
  const shared = topics.data?.filter((t) => t.shared) ?? [];
  return (
    <Page
      title="Question bank"
      description="Topics group questions of one type; assessments draw on them."
      actions={
        <Link to="/college/question-bank/calibration" className={buttonVariants.secondary}>
          Calibration
        </Link>
      }
    >
      <Card title="New topic">
        {created && (
          <div className="mb-4">
            <Alert tone="success">
              Topic "{created.Heading}" created.{' '}
              <Link to={`/college/question-bank/${created._id}`} className="font-semibold underline">
                Open it
              </Link>
            </Alert>
          </div>
        )}
        <CreateTopicForm onDone={setCreated} />
      </Card>
      <Card title="Import from Moodle, QTI or GIFT">
        <BankImport />
      </Card>
      <QueryState isPending={topics.isPending} error={topics.error} />
      {topics.data && (
        <>
          <Card title="Your topics">
            {exportError && (
              <div className="mb-3">
                <Alert tone="error">{exportError}</Alert>
              </div>
            )}
            <TopicTable topics={own} caption="Your topics" onExportError={setExportError} />
          </Card>
          <Card title="Shared topics (read-only)">
            <TopicTable topics={shared} caption="Shared topics" />
          </Card>
        </>
      )}
    </Page>
  );
}

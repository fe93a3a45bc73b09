import { messages } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { questionSummary } from '../../../question-types/shared/summary';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { TextareaField } from '../../../ui/textarea-field';
import { useToast } from '../../../ui/toast';
import { useAddQuestion, useTopicQuestions, useTopics } from '../api/admin';
import { typeNames } from './topics';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A multiple-choice question for the shared bank (other types are added from a college's editor). */
function McqForm({ topicId }: { topicId: string }) {
  // No option is the key until the admin chooses one.
  const empty = {
    Title: '',
    Options: ['', '', '', ''],
    answer: null as number | null,
    level: 'L1',
    Duration: '2',
  };
  const [d, setD] = useState(empty);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddQuestion(topicId);
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(d.answer === null ? messages.mcqKeyMissing : null);
    if (d.answer === null) return;
    add.mutate(
      {
        level: d.level,
        Duration: Number(d.Duration),
        Title: `<p>${escapeHtml(d.Title.trim())}</p>`,
        Options: d.Options.map((o) => o.trim()),
        answer: d.answer,
      },
      {
        onSuccess: () => {
          toast('Question added', 'success');
          setD(empty);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <TextareaField
        label="Question"
        required
        rows={3}
        value={d.Title}
        onChange={(e) => setD({ ...d, Title: e.target.value })}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Options (choose the right one)</legend>
        {d.Options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the four options are fixed positions
          <div key={i} className="flex items-end gap-3">
            <input
              type="radio"
              name="answer"
              className="mb-3 size-4 accent-brand-700"
              checked={d.answer === i}
              onChange={() => setD({ ...d, answer: i })}
              aria-label={`Option ${i + 1} is the answer`}
            />
            <TextField
              label={`Option ${i + 1}`}
              required
              maxLength={500}
              value={option}
              onChange={(e) =>
                setD({ ...d, Options: d.Options.map((o, j) => (j === i ? e.target.value : o)) })
              }
              className="flex-1"
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Level" value={d.level} onChange={(e) => setD({ ...d, level: e.target.value })}>
          <option value="L1">L1 (easy)</option>
          <option value="L2">L2 (medium)</option>
          <option value="L3">L3 (hard)</option>
        </SelectField>
        <TextField
          label="Duration (minutes)"
          type="number"
          min={0.5}
          max={240}
          step="0.5"
          required
          value={d.Duration}
          onChange={(e) => setD({ ...d, Duration: e.target.value })}
        />
      </div>
      <Button type="submit" loading={add.isPending} disabled={add.isPending}>
        Add question
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
      {add.isError && <Alert tone="error">{add.error.message}</Alert>}
    </form>
  );
}

/** /admin/topics/:topicId: a shared topic's questions. */
export function AdminTopicRoute() {
  const { topicId = '' } = useParams();
  const topics = useTopics();
  const topic = topics.data?.find((t) => t._id === topicId);
  const questions = useTopicQuestions(topicId);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton fallback="/admin/topics" />
      <PageHeader title={topic?.Heading ?? 'Topic'} description={topic ? typeNames[topic.Type] : undefined} />
      {topic?.Type === 'mcq' ? (
        <Card title="New question">
          <McqForm topicId={topicId} />
        </Card>
      ) : topic ? (
        <Alert tone="info">
          Questions of this type are added through the API or a college's question editor.
        </Alert>
      ) : null}
      <Card title="Questions">
        {!questions.data ? (
          <QueryState isPending={questions.isPending} error={questions.error} />
        ) : questions.data.questions.length === 0 ? (
          <EmptyState title="No questions yet" />
        ) : (
          <ol aria-label="Questions" className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
            {questions.data.questions.map((q, index) => (
              <li key={q._id}>
                {questionSummary(q, index + 1)}{' '}
                {q.level ? <span className="text-slate-600">({q.level})</span> : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

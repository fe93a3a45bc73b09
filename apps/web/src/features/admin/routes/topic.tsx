import type { TopicItem as Topic } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { VerificationPanel } from '../../../question-types/compiler/verification-panel';
import type { AuthoringServices } from '../../../question-types/question-type';
import { bodyOf, commonOf, draftOf, problemOf } from '../../../question-types/shared/question-draft';
import { QuestionFields } from '../../../question-types/shared/question-fields';
import { questionSummary } from '../../../question-types/shared/summary';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useToast } from '../../../ui/toast';
import { useAddQuestion, useTopicQuestions, useTopics, useVerifyQuestion } from '../api/admin';
import { typeNames } from './topics';

/** What the shared bank offers a type's form: no uploads (a shared question shows no college's files). */
const sharedBankServices: AuthoringServices = {
  onBusy: () => {},
  uploadVideo: () => Promise.reject(new Error(SHARED_VIDEO)),
  useFileUrl: () => null,
};
const SHARED_VIDEO =
  'A video question belongs to one college: its staff upload the video in their question editor.';

/** A new question of the topic's type, written with the same form as a college's question editor. */
function NewQuestion({ topic }: { topic: Topic }) {
  const [common, setCommon] = useState(() => commonOf(null));
  const [draft, setDraft] = useState(() => draftOf(topic.Type, null));
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddQuestion(topic._id);
  const toast = useToast();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = problemOf(draft);
    setProblem(why);
    if (why) return;
    add.mutate(bodyOf(common, draft), {
      onSuccess: () => {
        toast('Question added', 'success');
        setCommon(commonOf(null));
        setDraft(draftOf(topic.Type, null));
      },
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="New question">
      <QuestionFields
        common={common}
        onCommon={setCommon}
        draft={draft}
        onDraft={(next) => {
          setDraft(next);
          setProblem(null);
        }}
        services={sharedBankServices}
      />
      <Button type="submit" loading={add.isPending} disabled={add.isPending}>
        Add question
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
      {add.isError && <Alert tone="error">{add.error.message}</Alert>}
    </form>
  );
}

/** A shared coding question is checked by the judge before a published test may hold it. */
function VerifyQuestion({ questionId }: { questionId: string }) {
  const verify = useVerifyQuestion();
  return (
    <div className="mt-2 space-y-2">
      <Button
        variant="secondary"
        onClick={() => verify.mutate(questionId)}
        loading={verify.isPending}
        disabled={verify.isPending}
      >
        Verify with the judge
      </Button>
      {verify.error && <Alert tone="error">{verify.error.message}</Alert>}
      {verify.data && <VerificationPanel verification={verify.data} />}
    </div>
  );
}

/** /admin/topics/:topicId: a shared topic's questions. */
export function AdminTopicRoute() {
  const { topicId = '' } = useParams();
  const topics = useTopics();
  const topic = topics.data?.find((t) => t._id === topicId);
  const questions = useTopicQuestions(topicId);
  return (
    <Page
      className="mx-auto max-w-4xl"
      back={<BackButton fallback="/admin/topics" />}
      title={topic?.Heading ?? 'Topic'}
      description={topic ? typeNames[topic.Type] : undefined}
    >
      {topic?.Type === 'video' ? (
        <Alert tone="info">{SHARED_VIDEO}</Alert>
      ) : topic ? (
        <Card title="New question">
          <NewQuestion key={topic._id} topic={topic} />
        </Card>
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
                {topic?.Type === 'compiler' && <VerifyQuestion questionId={q._id} />}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </Page>
  );
}

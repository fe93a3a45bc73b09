import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCollegeFileUrl } from '../../../lib/college/client';
import { VerificationPanel } from '../../../question-types/compiler/verification-panel';
import type { AuthoringServices } from '../../../question-types/question-type';
import {
  bodyOf,
  type CommonDraft,
  commonOf,
  draftOf,
  problemOf,
  type TypeDraft,
} from '../../../question-types/shared/question-draft';
import { QuestionFields } from '../../../question-types/shared/question-fields';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ImportPanel } from '../../../ui/import-panel';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import {
  downloadTemplate,
  uploadQuestionVideo,
  useImportTestcases,
  useQuestion,
  useSaveQuestion,
  useTopics,
  useVerifyQuestion,
} from '../api/question-bank';
import { type Question, type Topic, typeNames } from '../api/types';
import { QuestionHistory } from '../components/question-history';

function Editor({ topic, question }: { topic: Topic; question: Question | null }) {
  const navigate = useNavigate();
  const save = useSaveQuestion(topic._id);
  const verify = useVerifyQuestion(topic._id);
  const importTestcases = useImportTestcases(topic._id);
  const [common, setCommon] = useState<CommonDraft>(() => commonOf(question));
  const [draft, setDraft] = useState<TypeDraft>(() => draftOf(topic.Type, question));
  // A new question moves to its own address once saved; the confirmation travels with it.
  const location = useLocation();
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // A verification or testcase import rewrites the stored testcases: show what the server now holds.
  const syncFromServer = (q: Question) => {
    setCommon(commonOf(q));
    setDraft(draftOf(topic.Type, q));
    setDirty(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const why = problemOf(draft);
    setProblem(why);
    if (why) return;
    save.mutate(
      { id: question?._id, body: bodyOf(common, draft) },
      {
        onSuccess: (q) => {
          setSaved(true);
          setDirty(false);
          if (!question)
            navigate(`/college/question-bank/${topic._id}/questions/${q._id}`, {
              replace: true,
              state: { saved: true },
            });
        },
      },
    );
  };

  const change =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setDirty(true);
      setSaved(false);
      setProblem(null);
    };
  const verification = verify.data ?? question?.verification ?? null;
  const services: AuthoringServices = {
    onBusy: setUploading,
    uploadVideo: (file, onProgress, signal) =>
      uploadQuestionVideo(file, onProgress, signal).then((video) => video.url),
    useFileUrl: useCollegeFileUrl,
  };

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-6" aria-label="Question">
        <Card title="Question">
          <QuestionFields
            common={common}
            onCommon={change(setCommon)}
            draft={draft}
            onDraft={change(setDraft)}
            services={services}
          />
        </Card>
        {problem && <Alert tone="error">{problem}</Alert>}
        {save.error && <Alert tone="error">{save.error.message}</Alert>}
        {saved && <Alert tone="success">Question saved.</Alert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending} disabled={save.isPending || uploading}>
            {question ? 'Save changes' : 'Save question'}
          </Button>
          <Link to={`/college/question-bank/${topic._id}`} className={buttonVariants.secondary}>
            Back to topic
          </Link>
        </div>
      </form>
      {topic.Type === 'compiler' && question && (
        <Card title="Verify with the judge">
          <p className="mb-3 text-sm text-slate-700">
            Runs the reference solution on every testcase (blank expected outputs are filled from it) and
            checks that each known-wrong solution fails. Only verified coding questions can be published.
          </p>
          {dirty && (
            <p className="mb-3 text-sm font-medium text-amber-900">
              Save your changes first: Verify checks the saved question.
            </p>
          )}
          <Button
            onClick={() =>
              verify.mutate(question._id, {
                onSuccess: () => setDirty(false),
              })
            }
            loading={verify.isPending}
            disabled={verify.isPending || dirty}
          >
            Verify
          </Button>
          {verify.isPending && <output className="ml-3 text-sm text-slate-600">Running in the judge…</output>}
          {verify.error && (
            <div className="mt-3">
              <Alert tone="error">{verify.error.message}</Alert>
            </div>
          )}
          {verification && (
            <div className="mt-4">
              <VerificationPanel verification={verification} />
            </div>
          )}
          <div className="mt-6 border-t border-slate-200 pt-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Replace testcases from a file</h3>
            <ImportPanel
              label="Testcases file (CSV or XLSX)"
              onImport={async (file) => {
                const report = await importTestcases.mutateAsync({ id: question._id, file });
                return report;
              }}
              successText={(r) => `Imported ${r.imported} testcases. Verify again before publishing.`}
              templates={[
                { label: 'Download XLSX', download: () => downloadTemplate('testcases', 'xlsx') },
                { label: 'Download CSV', download: () => downloadTemplate('testcases', 'csv') },
              ]}
            />
          </div>
          <SyncOnChange question={question} onChange={syncFromServer} />
        </Card>
      )}
    </div>
  );
}

/** Follows the stored question when a verification or an import changed it on the server. */
function SyncOnChange({ question, onChange }: { question: Question; onChange: (q: Question) => void }) {
  // only a coding question's testcases change on the server (a verification, an import)
  const stamp = JSON.stringify('testcases' in question ? question.testcases : null);
  const [seen, setSeen] = useState(stamp);
  useEffect(() => {
    if (stamp !== seen) {
      setSeen(stamp);
      onChange(question);
    }
  }, [stamp, seen, question, onChange]);
  return null;
}

/** Add (`…/new`) or edit (`…/questions/:questionId`) a question of a topic, in that topic's type. */
export function QuestionEditorRoute() {
  const { topicId = '', questionId } = useParams();
  const topics = useTopics();
  const topic = topics.data?.find((t) => t._id === topicId);
  const found = useQuestion(topicId, questionId);
  if (!topic) return <QueryState isPending={topics.isPending} error={topics.error ?? null} />;
  if (questionId && !found.question) {
    if (found.isPending) return <QueryState isPending error={null} />;
    return <Alert tone="error">{found.error?.message ?? 'Question not found'}</Alert>;
  }
  return (
    <Page
      title={questionId ? 'Edit question' : 'New question'}
      description={`${topic.Heading} · ${typeNames[topic.Type]}`}
    >
      <Editor key={questionId ?? 'new'} topic={topic} question={found.question} />
      {questionId && <QuestionHistory questionId={questionId} />}
    </Page>
  );
}

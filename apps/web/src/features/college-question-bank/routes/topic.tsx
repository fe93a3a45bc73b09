import { formatMarks, questionAuthoring } from '@placement/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { questionSummary } from '../../../question-types/shared/summary';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ImportPanel } from '../../../ui/import-panel';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SearchField } from '../../../ui/search-field';
import { SelectField } from '../../../ui/select-field';
import {
  downloadTemplate,
  exportTopic,
  type TemplateType,
  useImportQuestions,
  useQuestions,
  useTopics,
} from '../api/question-bank';
import { LEVELS, type Level, type Question, typeNames } from '../api/types';
import { BankImport } from '../components/bank-import';

function VerificationBadge({ question }: { question: Question }) {
  if (question.type !== 'compiler') return null;
  const status = question.verification?.status;
  const tone =
    status === 'passed'
      ? 'bg-emerald-50 text-emerald-800'
      : status === 'failed'
        ? 'bg-red-50 text-red-800'
        : 'bg-amber-50 text-amber-900';
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${tone}`}>
      {status === 'passed' ? 'Verified' : status === 'failed' ? 'Verification failed' : 'Not verified'}
    </span>
  );
}

/** One topic: its questions (search, level filter), add and edit, import from the template, export. */
export function TopicRoute() {
  const { topicId = '' } = useParams();
  const topics = useTopics();
  const topic = topics.data?.find((t) => t._id === topicId);
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<Level | ''>('');
  const questions = useQuestions(topicId, { search: search.trim(), level: level || undefined });
  const importQuestions = useImportQuestions(topicId);
  const [exportError, setExportError] = useState<string | null>(null);

  if (!topic) return <QueryState isPending={topics.isPending} error={topics.error ?? null} />;
  const templateType: TemplateType | null = questionAuthoring[topic.Type].spreadsheet ? topic.Type : null;
  const editable = !topic.shared;

  return (
    <Page
      title={topic.Heading}
      description={`${typeNames[topic.Type]}${topic.shared ? ' · shared topic (read-only)' : ''}${topic.Description ? ` · ${topic.Description}` : ''}`}
      actions={
        <>
          <Link to="/college/question-bank" className={buttonVariants.secondary}>
            All topics
          </Link>
          <Button
            variant="secondary"
            onClick={() => exportTopic(topic).catch((e: Error) => setExportError(e.message))}
          >
            Export topic
          </Button>
          {editable && (
            <Link to={`/college/question-bank/${topic._id}/new`} className={buttonVariants.primary}>
              Add question
            </Link>
          )}
        </>
      }
    >
      {exportError && <Alert tone="error">{exportError}</Alert>}
      {editable && templateType && (
        <Card title="Import questions">
          <ImportPanel
            label="Filled template (CSV or XLSX)"
            onImport={(file) => importQuestions.mutateAsync(file)}
            successText={(r) => `Imported ${r.imported} question${r.imported === 1 ? '' : 's'}.`}
            templates={[
              { label: 'Download XLSX', download: () => downloadTemplate(templateType, 'xlsx') },
              { label: 'Download CSV', download: () => downloadTemplate(templateType, 'csv') },
            ]}
          />
          {(['mcq', 'findAnswer', 'essay'] as const).some((t) => t === topic.Type) && (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">Or from Moodle, QTI or GIFT</h3>
              <BankImport topicId={topic._id} />
            </div>
          )}
        </Card>
      )}
      <Card title="Questions">
        <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <SearchField label="Search questions" value={search} onChange={setSearch} />
          <SelectField label="Level" value={level} onChange={(e) => setLevel(e.target.value as Level | '')}>
            <option value="">All levels</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SelectField>
        </div>
        <QueryState isPending={questions.isPending} error={questions.error} />
        {questions.data && questions.data.questions.length === 0 && (
          <p className="text-sm text-slate-600">No questions match.</p>
        )}
        {questions.data && questions.data.questions.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Questions">
            {questions.data.questions.map((q, index) => (
              <li key={q._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-900">{questionSummary(q, index + 1)}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <span>{q.level}</span>
                    <span>{q.Duration} min</span>
                    {q.marks !== null && <span>{formatMarks(q.marks)} marks</span>}
                    <VerificationBadge question={q} />
                  </p>
                </div>
                {editable && (
                  <Link
                    to={`/college/question-bank/${topic._id}/questions/${q._id}`}
                    className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                    aria-label={`Edit: ${questionSummary(q, index + 1, 60)}`}
                  >
                    Edit
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
        {questions.data && (
          <p className="mt-3 text-xs text-slate-600">
            {questions.data.total} question{questions.data.total === 1 ? '' : 's'}
          </p>
        )}
      </Card>
    </Page>
  );
}

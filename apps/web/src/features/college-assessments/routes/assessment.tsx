import { Link, useParams } from 'react-router';
import { useTopics } from '../../../lib/college/topics';
import { countOf } from '../../../lib/format';
import { formatIst } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button, buttonVariants } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { useAssessment, usePublishAssessment } from '../api/assessments';
import { InvitePanel } from '../components/invite-panel';
import { SlotsPanel } from '../components/slots-panel';
import { StatusBadge } from '../components/status-badge';

/** One assessment: its summary, publish (the coding gate may refuse), and invites once published. */
export function AssessmentRoute() {
  const { id = '' } = useParams();
  const assessment = useAssessment(id);
  const topics = useTopics();
  const publish = usePublishAssessment(id);
  const a = publish.data ?? assessment.data;
  if (!a) return <QueryState isPending={assessment.isPending} error={assessment.error} />;
  const published = a.status === 'published';
  return (
    <Page
      title={a.name}
      description={a.description}
      actions={
        <>
          <StatusBadge status={a.status} />
          <Link to={`/college/assessments/${a._id}/edit`} className={buttonVariants.secondary}>
            Edit
          </Link>
          <Link to={`/college/assessments/${a._id}/live`} className={buttonVariants.secondary}>
            Live board
          </Link>
          <Link to={`/college/assessments/${a._id}/results`} className={buttonVariants.secondary}>
            Results
          </Link>
          <Link to={`/college/assessments/${a._id}/lms`} className={buttonVariants.secondary}>
            LMS
          </Link>
        </>
      }
    >
      <Card title="Summary">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          {(
            [
              ['Mode', a.isAdaptive ? 'Adaptive' : 'Linear'],
              ['Start', formatIst(a.startDate)],
              ['End', a.endDate ? formatIst(a.endDate) : 'No end date'],
              ['Total time', `${a.totalTime} minutes`],
              ['Attempts', String(a.totalAttempts)],
              ['Negative marking', a.isNegativeMarking ? 'Yes' : 'No'],
              ['Result policy', a.config?.resultPolicy === 'manual' ? 'Manual' : 'Automatic'],
              [
                'Topics',
                a.topics
                  .map((t) => {
                    const heading = topics.data?.find((x) => x._id === t.topicId)?.Heading ?? 'Topic';
                    return `${heading} (${countOf(t.questionIds?.length ?? 0, 'question')})`;
                  })
                  .join(', '),
              ],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {!published && (
        <Card title="Publish">
          <p className="mb-3 text-sm text-slate-700">
            Publishing makes the assessment available to invited students. Every coding question must be
            verified first.
          </p>
          {publish.error && (
            <div className="mb-3">
              <Alert tone="error">{publish.error.message}</Alert>
            </div>
          )}
          <Button onClick={() => publish.mutate()} loading={publish.isPending} disabled={publish.isPending}>
            Publish
          </Button>
        </Card>
      )}
      {published && (
        <Card title="Invite students">
          {publish.isSuccess && (
            <div className="mb-3">
              <Alert tone="success">Assessment published.</Alert>
            </div>
          )}
          <InvitePanel assessmentId={a._id} />
        </Card>
      )}
      {published && (
        <Card title="Slots and extra attempts">
          <p className="mb-3 text-sm text-slate-700">
            Give a batch or some invited students their own opening and closing time (a slot of the drive) or
            more attempts. Everyone else keeps the test’s window.
          </p>
          <SlotsPanel assessmentId={a._id} />
        </Card>
      )}
    </Page>
  );
}

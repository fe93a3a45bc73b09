import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { yourTimeLabel } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { buttonVariants } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { assessmentQueryOptions } from '../api/get-assessment';
import { OverviewArt } from '../components/overview-art';
import { ResumeButton } from '../components/resume-button';
import { SenderAvatar } from '../components/sender-avatar';
import { TitledSection } from '../components/titled-section';
import { openAttemptId, useAttemptProbe } from '../hooks/use-attempt-probe';
import { timeline, topicTypeName, truncate } from '../utils/format';

/** The test list's way back, over why the test did not load. */
export function LoadFailed({ message }: { message: string }) {
  return (
    <>
      <BackLink to="/student/test" label="Back to tests" />
      <div className="mt-4">
        <Alert tone="error">{message}</Alert>
      </div>
    </>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={`${buttonVariants.ghost} -ml-3`}>
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z" />
      </svg>
      {label}
    </Link>
  );
}

/** /student/test/{id}?isAdaptive=: the overview a student reads before the instructions (SPEC §2). */
export function AssessmentOverviewRoute() {
  const { id = '' } = useParams();
  const detail = useQuery(assessmentQueryOptions(id));
  // an attempt in progress: the server hears the student here as on the test screen
  useAttemptProbe(id, openAttemptId(detail.data?.assessment));

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner className="size-8" />
        <span className="sr-only">Loading the test</span>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        <LoadFailed message={detail.error.message} />
      </div>
    );
  }

  const { assessment, sender } = detail.data;
  const stats = [
    ['TIME PERIOD', yourTimeLabel(assessment)],
    ['TIMELINE', timeline(assessment.startDate, assessment.endDate)],
    ['STUDENTS APPEARED', String(assessment.studentsAppeared ?? 0)],
    ['ATTEMPTS', String(assessment.totalAttempts)],
  ] as const;

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/student/test" label="Back to tests" />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-3">
            <SenderAvatar sender={sender} />
            <p className="text-sm font-medium text-slate-700">{sender.name}</p>
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{assessment.name}</h1>
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-semibold tracking-wide text-slate-600">{label}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <OverviewArt />
      </div>

      <TitledSection id="about" title="About Assessment" className="mt-8">
        <p className="mt-2 text-sm text-slate-700">{assessment.description}</p>
      </TitledSection>

      <TitledSection id="description" title="Test Description" className="mt-8">
        <ul className="mt-3 grid gap-4 sm:grid-cols-2">
          {assessment.topics.map((topic, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: topics keep their order
            <li key={index} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{topic.Heading}</h3>
              <p className="mt-1 text-sm text-slate-700">{truncate(topic.Description, 100)}</p>
              <p className="mt-3 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {topicTypeName(topic.Type)}
              </p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="mt-8 flex flex-wrap items-center gap-3">
        {assessment.inProgress && <ResumeButton id={assessment._id} adaptive={assessment.isAdaptive} />}
        <Link
          to={`/test/start/instruction/${assessment._id}?isAdaptive=${assessment.isAdaptive}`}
          className={assessment.inProgress ? buttonVariants.secondary : buttonVariants.primary}
        >
          View the Instructions
        </Link>
      </div>
    </div>
  );
}

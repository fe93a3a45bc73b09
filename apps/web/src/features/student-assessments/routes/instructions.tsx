import { messages } from '@placement/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { yourTimeLabel } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FullPageSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { assessmentQueryOptions } from '../api/get-assessment';
import { startAttempt } from '../api/start-attempt';
import { TitledSection } from '../components/titled-section';
import { openAttemptId, useAttemptProbe } from '../hooks/use-attempt-probe';
import { isOpenElsewhere } from '../utils/attempt-tab';
import { formatHms, istDateTime, tabSwitchRule, topicTypeName, wholeAttemptSentence } from '../utils/format';
import { enterFullscreen, exitFullscreen } from '../utils/fullscreen';
import { finishAttempt } from '../utils/outbox';
import { shellMessages } from '../utils/shell-messages';
import { savePendingEnd, saveStart } from '../utils/storage';
import { BackLink, LoadFailed } from './assessment-overview';

export const cameraMessages = {
  required: 'Camera access is required to start the test.',
  failed: 'Unable to access camera. Please check your camera settings.',
  status: 'Error: Unable to access camera',
  granted: 'Camera access granted. Test starting...',
} as const;
const startFailed = 'An error occurred while starting the test. Please try again.';
const cancelWarning = "Are you sure you want to cancel the test? You'll lose one attempt.";

/** What a lost connection does under the assessment's policy. */
export const connectionLossRule = (policy: 'end' | 'pause' | undefined, pauseCapMinutes = 15) =>
  policy === 'pause'
    ? `If your connection is lost, your time is paused until you are back (for up to ${pauseCapMinutes} minutes over the whole test); your answers are kept on this device.`
    : 'If your connection is lost, the "Connection Lost!" warning counts down the time you have to come back: back before it ends, you carry on; past it, the test is submitted.';

/** What leaving fullscreen does under the assessment's policy. */
const fullscreenRule = (policy: 'end' | 'count') =>
  policy === 'count'
    ? 'The test runs in fullscreen. Leaving fullscreen counts as a tab switch: go back to fullscreen to carry on.'
    : 'The test runs in fullscreen. Leaving fullscreen ends the test.';

const guidelines = [
  'Read every question carefully before you answer. Each question has its own timer; when it reaches zero your current answer is submitted.',
  'Do not switch tabs or windows: each switch is recorded and too many end the test.',
  'Right-click is disabled during the test, and the code editor refuses copy and paste. Every paste, and text typed in faster than a person types, is recorded for your college to review.',
  'Do not reload or close the page. If you must, your answers so far are kept and the timer keeps running.',
  'Use End Test & Submit when you are done. The test is submitted automatically when the time is up.',
];

/** Milliseconds on the server's clock, ticking each second. */
function useServerNow(offsetMs: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now + (offsetMs ?? 0);
}

const card = 'rounded-xl border border-slate-200 bg-white p-6';

/** Named figures side by side, the name over the figure. */
function Facts({ columns, facts }: { columns: string; facts: [string, ReactNode][] }) {
  return (
    <dl className={`mt-3 grid gap-3 text-sm ${columns}`}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /test/start/instruction/{id}: guidelines, camera check, fullscreen prompt and start (SPEC §2, §4). */
export function InstructionsRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const detail = useQuery(assessmentQueryOptions(id));
  const serverNow = useServerNow(detail.data?.clockOffsetMs);
  const [dialog, setDialog] = useState<'none' | 'fullscreen' | 'cancel'>('none');
  const [busy, setBusy] = useState(false);
  const [cameraStatus, setCameraStatus] = useState<string | null>(null);
  // an attempt in progress: the server hears the student here as on the test screen
  useAttemptProbe(id, openAttemptId(detail.data?.assessment));

  if (detail.isPending) return <FullPageSpinner label="Loading the instructions" />;
  if (detail.isError) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed message={detail.error.message} />
      </main>
    );
  }

  const { assessment } = detail.data;
  const adaptive = assessment.isAdaptive;
  const { config } = assessment;
  const notStarted = serverNow < new Date(assessment.startDate).getTime();
  const ended = assessment.endDate !== null && serverNow >= new Date(assessment.endDate).getTime();
  // an attempt in progress is resumed with the time it has left, whatever the window says now
  const resuming = assessment.inProgress;
  const windowMessage = resuming
    ? null
    : notStarted
      ? messages.testNotStarted
      : ended
        ? messages.testEnded
        : null;

  const requestCamera = async (): Promise<boolean> => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      for (const track of stream.getTracks()) track.stop();
      // the microphone (noise proctoring) is asked for now too, so the test does not stop for a prompt; a
      // refusal does not block the start: the test reports it to the server instead
      await navigator.mediaDevices
        .getUserMedia({ audio: true })
        .then((mic) => {
          for (const track of mic.getTracks()) track.stop();
        })
        .catch(() => undefined);
      setCameraStatus(null);
      toast(cameraMessages.granted, 'success');
      return true;
    } catch {
      setCameraStatus(cameraMessages.status);
      toast(cameraMessages.failed, 'error');
      return false;
    }
  };

  const onStartClick = async () => {
    if (config.isCameraRequired && !(await requestCamera())) return;
    // resuming goes straight back to the question: this press is the gesture fullscreen needs
    if (resuming) await begin();
    else setDialog('fullscreen');
  };

  const begin = async () => {
    setBusy(true);
    await enterFullscreen();
    setDialog('none');
    toast('starting test');
    try {
      const reply = await startAttempt(id, adaptive);
      saveStart(id, reply);
      toast(messages.testStarted, 'success');
      navigate(`/student/test/${id}/start?isAdaptive=${adaptive}`);
    } catch (error) {
      // another tab holds the attempt: the test screen says so and offers to continue here
      if (isOpenElsewhere(error)) {
        navigate(`/student/test/${id}/start?isAdaptive=${adaptive}`);
        return;
      }
      exitFullscreen();
      toast(error instanceof ApiError ? error.message : startFailed, 'error');
      setBusy(false);
      navigate(-1);
    }
  };

  const cancelAttempt = async () => {
    setBusy(true);
    setDialog('none');
    try {
      await startAttempt(id, adaptive);
      savePendingEnd(id, {
        adaptive,
        timeTaken: 0,
        endType: { type: 'auto', description: 'user exited fullscreen' },
      });
      await finishAttempt(id).catch(() => undefined);
      navigate(`/test/start/end/${id}`, { replace: true });
    } catch (error) {
      toast(error instanceof ApiError ? error.message : startFailed, 'error');
      setBusy(false);
      navigate(-1);
    }
  };

  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-8 sm:px-8">
      <div className="mx-auto max-w-4xl">
        <BackLink to={`/student/test/${id}?isAdaptive=${adaptive}`} label="Back to the overview" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Instructions</h1>
        <p className="mt-1 text-sm text-slate-700">{assessment.name}</p>

        <div className="mt-6 grid gap-6">
          <TitledSection id="guidelines" title="General guidelines" className={card}>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-800">
              {guidelines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>{fullscreenRule(config.fullscreenExitPolicy)}</li>
              <li>{tabSwitchRule(config.maxTabSwitches)}</li>
              <li>{connectionLossRule(config.connectionLossPolicy, config.connectionPauseCapMinutes)}</li>
            </ul>
          </TitledSection>

          <TitledSection id="overview" title="Test overview" className={card}>
            <Facts
              columns="sm:grid-cols-3"
              facts={[
                ['Duration', yourTimeLabel(assessment)],
                ['Questions', assessment.totalQuestions],
                [
                  'Attempts',
                  <>
                    {assessment.attemptsUsed} of {assessment.totalAttempts} used
                    {resuming && ' (one in progress)'}
                  </>,
                ],
              ]}
            />
            <ul className="mt-4 grid gap-2 text-sm text-slate-800">
              {assessment.topics.map((topic, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: topics keep their order
                <li key={index}>
                  <span className="font-medium">{topic.Heading}</span> · {topicTypeName(topic.Type)} ·{' '}
                  {topic.totalQuestions} question{topic.totalQuestions === 1 ? '' : 's'}
                </li>
              ))}
            </ul>
          </TitledSection>

          <section className={card} aria-labelledby="mode">
            {assessment.flow === 'calibrated-adaptive' ? (
              <>
                <h2 id="mode" className="text-lg font-semibold text-slate-900">
                  How the adaptive test works
                </h2>
                <p className="mt-3 text-sm text-slate-800">
                  Each next question is chosen to suit your answers so far, and the test ends once your score
                  is measured precisely enough, so the number of questions varies from student to student.
                  Questions cannot be revisited. Skip submits no answer.
                </p>
              </>
            ) : adaptive ? (
              <>
                <h2 id="mode" className="text-lg font-semibold text-slate-900">
                  How the adaptive test works
                </h2>
                <p className="mt-3 text-sm text-slate-800">
                  Each topic has three levels: L1 (beginner), L2 and L3 (advanced). Answer one third of a
                  level's questions correctly to move up to the next level; otherwise you move on to the next
                  topic. Questions cannot be revisited. Skip submits no answer.
                </p>
              </>
            ) : (
              <>
                <h2 id="mode" className="text-lg font-semibold text-slate-900">
                  Time allocation
                </h2>
                <p className="mt-3 text-sm text-slate-800">
                  {wholeAttemptSentence(assessment)} Every question also has its own time limit, shown above
                  it; when it runs out your current answer is submitted and the next question appears.
                  Questions cannot be revisited.
                </p>
              </>
            )}
          </section>

          {config.instructions.length > 0 && (
            <TitledSection id="extra" title="Additional instructions" className={card}>
              <dl className="mt-3 grid gap-3 text-sm">
                {config.instructions.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: instructions keep their order
                  <div key={index}>
                    <dt className="font-semibold text-slate-900">{item.title}</dt>
                    <dd className="text-slate-800">{item.description}</dd>
                  </div>
                ))}
              </dl>
            </TitledSection>
          )}

          <TitledSection id="schedule" title="Schedule and requirements" className={card}>
            <Facts
              columns="sm:grid-cols-2"
              facts={[
                ['Starts', istDateTime(assessment.startDate)],
                ['Ends', assessment.endDate ? istDateTime(assessment.endDate) : 'No end date'],
              ]}
            />
            <p className="mt-3 text-sm text-slate-800">
              A stable internet connection of at least 40 Mbps is recommended.
            </p>
            {config.isCameraRequired && (
              <>
                <p className="mt-2 text-sm font-medium text-slate-900">{cameraMessages.required}</p>
                <p className="mt-1 text-sm text-slate-800">
                  Keep your face in view of the camera, with no one else in view: each time the camera sees no
                  face, or more than one, for a few seconds is recorded with a snapshot for your college to
                  review
                  {config.faceEventPolicy === 'limit'
                    ? `, and after ${config.maxFaceEvents} of them the test ends.`
                    : '.'}
                </p>
              </>
            )}
          </TitledSection>
        </div>

        <div className="mt-8 grid gap-3">
          {windowMessage && <Alert tone="info">{windowMessage}</Alert>}
          {resuming && (
            <Alert tone="info">
              Your attempt is in progress with {formatHms(assessment.resumeSeconds ?? 0)} left. Resume it
              where you left off: your answers so far are kept.
            </Alert>
          )}
          {cameraStatus && <Alert tone="error">{cameraStatus}</Alert>}
          <div>
            <Button onClick={onStartClick} disabled={windowMessage !== null || busy} loading={busy}>
              {resuming ? shellMessages.resumeTest : 'Start Test'}
            </Button>
          </div>
        </div>
      </div>

      <Dialog
        open={dialog === 'fullscreen'}
        title="Enter fullscreen to start"
        onCancel={() => setDialog('cancel')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog('cancel')}>
              Cancel
            </Button>
            <Button onClick={begin} data-autofocus>
              Enter Fullscreen
            </Button>
          </>
        }
      >
        The test runs in fullscreen. Leaving fullscreen during the test ends it.
      </Dialog>
      <Dialog
        open={dialog === 'cancel'}
        title={cancelWarning}
        onCancel={() => setDialog('fullscreen')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog('fullscreen')} data-autofocus>
              Go back
            </Button>
            <Button onClick={cancelAttempt}>Yes, cancel the test</Button>
          </>
        }
      />
    </main>
  );
}

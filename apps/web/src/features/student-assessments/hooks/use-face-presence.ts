import { type RefObject, useEffect, useRef, useState } from 'react';
import { type ProctorEventReply, sendEvent } from '../api/send-event';
import { sendScreenshot } from '../api/send-screenshot';
import { FACE_CHECK_MS, type FaceProblem, initialFaceWatch, nextFaceWatch } from '../utils/face-presence';
import { snapshotOf } from '../utils/video-frame';

export const faceStatus: Record<FaceProblem, string> = {
  face_missing: 'Warning: No face in view',
  faces_multiple: 'Warning: More than one face in view',
};

const describeFaces = (faces: number) => (faces === 0 ? 'no face' : `${faces} faces`);

/**
 * Counts faces in the camera preview every FACE_CHECK_MS with a detector loaded on first use (its chunk holds
 * TensorFlow.js, so it never weighs on the question screen's first paint). A problem shows in the status at
 * once; when it lasts, a snapshot goes to the server and then the event naming it, and `onReply` gets the
 * server's answer (a warning, or the end of the test when face events count toward a limit).
 */
export function useFacePresence({
  enabled,
  assessmentId,
  videoRef,
  onReply,
}: {
  enabled: boolean;
  assessmentId: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  onReply: (reply: ProctorEventReply) => void;
}) {
  const [problem, setProblem] = useState<FaceProblem | null>(null);
  const replyHandler = useRef(onReply);
  replyHandler.current = onReply;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: number | undefined;
    let watch = initialFaceWatch;

    const report = async (type: FaceProblem, faces: number) => {
      const video = videoRef.current;
      const image = video ? snapshotOf(video) : null;
      const shot = image
        ? await sendScreenshot(assessmentId, image, describeFaces(faces)).catch(() => null)
        : null;
      const reply = await sendEvent(
        assessmentId,
        type,
        describeFaces(faces),
        shot ? { screenshotId: shot.screenshotId } : {},
      );
      if (!stopped) replyHandler.current(reply);
    };

    const check = async (countFaces: (video: HTMLVideoElement) => Promise<number>) => {
      const video = videoRef.current;
      if (video && video.readyState >= 2) {
        const faces = await countFaces(video);
        if (stopped) return;
        const next = nextFaceWatch(watch, faces, performance.now());
        watch = next.watch;
        setProblem(watch.problem);
        if (next.report) report(next.report, faces).catch(() => undefined);
      }
      if (!stopped) timer = window.setTimeout(() => void run(countFaces), FACE_CHECK_MS);
    };
    // A detector that cannot load or run (no WebGL and too slow, say) leaves the other proctoring as it was;
    // the reviewer is told, so that no face event is not read as faces seen.
    const unavailable = (why: string) => (error: unknown) => {
      console.warn(why, error);
      if (!stopped) sendEvent(assessmentId, 'face_check_unavailable', why).catch(() => undefined);
    };
    const run = (countFaces: (video: HTMLVideoElement) => Promise<number>) =>
      check(countFaces).catch(unavailable('face check stopped'));

    import('../utils/face-detector')
      .then(({ countFaces }) => (stopped ? undefined : run(countFaces)))
      .catch(unavailable('face check could not load'));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      setProblem(null);
    };
  }, [enabled, assessmentId, videoRef]);

  return { status: problem ? faceStatus[problem] : null };
}

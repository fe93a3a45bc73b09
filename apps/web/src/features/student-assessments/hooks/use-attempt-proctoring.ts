import type { ShowToast } from '../../../ui/toast';
import { shellMessages } from '../utils/shell-messages';
import type { EndAttempt, LiveState } from './use-attempt-state';
import { useAudioProctor } from './use-audio-proctor';
import { cameraStatus as cameraStatusText, useCameraProctor } from './use-camera-proctor';
import { useFacePresence } from './use-face-presence';
import { useInputEvidence } from './use-input-evidence';

/**
 * The camera, face, noise and typing evidence of a running test; each limit the server reports as reached
 * ends the test. Returns what the sidebar shows of the camera (null when the test needs none).
 */
export function useAttemptProctoring({
  id,
  running,
  cameraRequired,
  maxCameraSwitches,
  live,
  end,
  toast,
}: {
  id: string;
  running: boolean;
  cameraRequired: boolean;
  maxCameraSwitches: number | undefined;
  live: LiveState;
  end: EndAttempt;
  toast: ShowToast;
}) {
  const watching = running && cameraRequired;
  const camera = useCameraProctor({
    enabled: watching,
    assessmentId: id,
    maxCameraSwitches,
    onMovement: () => toast(shellMessages.movement, 'error'),
    onDisconnected: () => {
      if (live.current.ending) return;
      void end({ type: 'auto', description: 'Camera disconnected' }, shellMessages.cameraOff);
    },
  });

  const face = useFacePresence({
    enabled: watching,
    assessmentId: id,
    videoRef: camera.videoRef,
    onReply: (reply) => {
      if (live.current.ending) return;
      if (reply.ended) void end({ type: 'auto', description: 'face events' }, reply.message);
      else toast(reply.message, 'error');
    },
  });
  useInputEvidence({ enabled: running, assessmentId: id });

  useAudioProctor({
    enabled: watching,
    assessmentId: id,
    onReply: (reply) => {
      if (live.current.ending) return;
      if (reply.ended) void end({ type: 'auto', description: 'Too much noise' }, reply.message);
      else toast(reply.message, 'error');
    },
  });

  return cameraRequired
    ? { videoRef: camera.videoRef, status: face.status ?? (camera.status || cameraStatusText.starting) }
    : null;
}

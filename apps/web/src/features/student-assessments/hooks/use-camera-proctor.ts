import { useCallback, useEffect, useRef, useState } from 'react';
import { sendEvent } from '../api/send-event';
import { sendScreenshot } from '../api/send-screenshot';
import {
  CAMERA_CHECK_MS,
  DEFAULT_MAX_CAMERA_SWITCHES,
  FRAME_CHECK_MS,
  meanAbsoluteDifference,
  nextMovementCount,
  SNAPSHOT_MS,
} from '../utils/frame-diff';
import { frameOf, snapshotOf } from '../utils/video-frame';

export const cameraStatus = {
  observing: "You're under observation",
  movement: 'Warning: Excessive movement detected',
  error: 'Error: Unable to access camera',
  starting: 'Starting camera…',
} as const;

const SMALL_W = 64;
const SMALL_H = 48;

/**
 * SPEC §4 camera proctoring: frames compared every 3 s, a snapshot every 10 min, and the camera checked every
 * 5 s; a stopped track or a missing camera calls `onDisconnected`.
 */
export function useCameraProctor({
  enabled,
  assessmentId,
  maxCameraSwitches,
  onMovement,
  onDisconnected,
}: {
  enabled: boolean;
  assessmentId: string;
  maxCameraSwitches: number | undefined;
  onMovement: () => void;
  onDisconnected: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<string>(cameraStatus.starting);
  const handlers = useRef({ onMovement, onDisconnected });
  handlers.current = { onMovement, onDisconnected };
  const limit = maxCameraSwitches && maxCameraSwitches > 0 ? maxCameraSwitches : DEFAULT_MAX_CAMERA_SWITCHES;

  const snapshot = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    const image = snapshotOf(video);
    if (image) sendScreenshot(assessmentId, image).catch(() => undefined);
  }, [assessmentId]);

  useEffect(() => {
    if (!enabled) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let previous: Uint8ClampedArray | null = null;
    let movement = 0;
    let lost = false;
    const timers: number[] = [];

    const disconnect = () => {
      if (lost || stopped) return;
      lost = true;
      sendEvent(assessmentId, 'camera_lost').catch(() => undefined);
      handlers.current.onDisconnected();
    };

    const compare = () => {
      const video = videoRef.current;
      if (!video) return;
      const context = frameOf(video, SMALL_W, SMALL_H);
      if (!context) return;
      const frame = context.getImageData(0, 0, SMALL_W, SMALL_H).data;
      if (previous) {
        movement = nextMovementCount(movement, meanAbsoluteDifference(previous, frame));
        if (movement >= limit) {
          setStatus(cameraStatus.movement);
          handlers.current.onMovement();
          snapshot();
          sendEvent(assessmentId, 'camera_movement', `count ${movement}`).catch(() => undefined);
          movement = 0;
        } else if (movement === 0) {
          setStatus(cameraStatus.observing);
        }
      }
      previous = frame;
    };

    const checkDevice = async () => {
      const track = stream?.getVideoTracks()[0];
      if (!track || track.readyState === 'ended') return disconnect();
      try {
        const devices = await navigator.mediaDevices.enumerateDevices();
        if (!devices.some((d) => d.kind === 'videoinput')) disconnect();
      } catch {
        // enumerateDevices unavailable: the track state is enough
      }
    };

    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: false })
      .then((media) => {
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          void video.play().catch(() => undefined);
        }
        setStatus(cameraStatus.observing);
        for (const track of media.getVideoTracks()) track.addEventListener('ended', disconnect);
        timers.push(window.setInterval(compare, FRAME_CHECK_MS));
        timers.push(window.setInterval(snapshot, SNAPSHOT_MS));
        timers.push(window.setInterval(() => void checkDevice(), CAMERA_CHECK_MS));
      })
      .catch(() => {
        setStatus(cameraStatus.error);
        disconnect();
      });

    return () => {
      stopped = true;
      for (const timer of timers) window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [enabled, assessmentId, limit, snapshot]);

  return { videoRef, status };
}

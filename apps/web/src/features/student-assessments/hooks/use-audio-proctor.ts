import { useEffect, useRef } from 'react';
import { type ProctorEventReply, sendEvent } from '../api/send-event';
import { initialNoise, NOISE_SAMPLE_MS, nextNoise, rmsLevel } from '../utils/noise';

/**
 * Listens to the microphone during a proctored test and reports each loud stretch (utils/noise.ts) to the
 * server, which counts them and ends the attempt at the assessment's maxAudioLimitExceedCount. A microphone
 * that cannot be opened is reported too, so the reviewer knows the noise went unchecked.
 */
export function useAudioProctor({
  enabled,
  assessmentId,
  onReply,
}: {
  enabled: boolean;
  assessmentId: string;
  onReply: (reply: ProctorEventReply) => void;
}): void {
  const handler = useRef(onReply);
  handler.current = onReply;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let audio: AudioContext | null = null;
    let timer: number | undefined;

    const start = async () => {
      try {
        // the room as it is: the browser's voice processing would turn steady background talk down
        stream = await navigator.mediaDevices.getUserMedia({
          audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
        });
      } catch {
        if (!stopped) sendEvent(assessmentId, 'microphone_unavailable').catch(() => undefined);
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      audio = new AudioContext();
      // without a recent click (after a reload, say) the browser starts the context suspended
      const context = audio;
      if (context.state === 'suspended') {
        const resume = () => void context.resume().catch(() => undefined);
        window.addEventListener('pointerdown', resume, { once: true });
        window.addEventListener('keydown', resume, { once: true });
        resume();
      }
      const analyser = audio.createAnalyser();
      analyser.fftSize = 2048;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      let state = initialNoise;
      timer = window.setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        const level = rmsLevel(samples);
        const next = nextNoise(state, level, performance.now());
        state = next.state;
        if (!next.exceeded) return;
        const decibels = Math.round(20 * Math.log10(Math.max(level, 1e-6)));
        sendEvent(assessmentId, 'audio_limit', `loud for 2 s (${decibels} dBFS)`)
          .then((reply) => handler.current(reply))
          .catch(() => undefined);
      }, NOISE_SAMPLE_MS);
    };
    void start();

    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      void audio?.close().catch(() => undefined);
    };
  }, [enabled, assessmentId]);
}

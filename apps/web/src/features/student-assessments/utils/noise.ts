/**
 * Noise proctoring: the microphone's level is sampled a few times a second; a stretch of mostly loud samples
 * (talking, a call, someone dictating) is one "exceed", reported to the server, which counts them against the
 * assessment's maxAudioLimitExceedCount. A cough or a door is too short to count.
 */
export const NOISE_SAMPLE_MS = 250;
/** samples in the window judged at once: two seconds */
export const NOISE_WINDOW = 8;
/** how many of the window's samples must be loud */
export const NOISE_LOUD_SAMPLES = 5;
/** root mean square level (of samples in −1…1) above which a sample is loud: about −24 dBFS */
export const NOISE_LOUD_RMS = 0.063;
/** after an exceed, the next one is counted only after this long, so one conversation is not ten exceeds */
export const NOISE_COOLDOWN_MS = 3_000;

/** The RMS level of one block of time-domain samples. */
export function rmsLevel(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

export type NoiseState = { recent: boolean[]; quietUntil: number };

export const initialNoise: NoiseState = { recent: [], quietUntil: 0 };

/** Adds one level sample taken at `now` (ms); `exceeded` says this sample completed a loud stretch. */
export function nextNoise(
  state: NoiseState,
  level: number,
  now: number,
): { state: NoiseState; exceeded: boolean } {
  const recent = [...state.recent, level > NOISE_LOUD_RMS].slice(-NOISE_WINDOW);
  const loud = recent.filter(Boolean).length;
  if (now >= state.quietUntil && loud >= NOISE_LOUD_SAMPLES) {
    return { state: { recent: [], quietUntil: now + NOISE_COOLDOWN_MS }, exceeded: true };
  }
  return { state: { recent, quietUntil: state.quietUntil }, exceeded: false };
}

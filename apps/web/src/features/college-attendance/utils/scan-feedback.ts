/**
 * What a scan sounds and feels like, so staff need not look away from the queue: one short high beep and a
 * short buzz when a student is marked, two low beeps and two buzzes when not. Silent where the browser has
 * no Web Audio or vibration (or the page has not been interacted with yet and audio stays suspended).
 */
let audio: AudioContext | null = null;

function beep(context: AudioContext, at: number, frequency: number) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.15, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + 0.12);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.12);
}

export function signalScan(ok: boolean): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
    const now = audio.currentTime;
    if (ok) beep(audio, now, 1320);
    else {
      beep(audio, now, 330);
      beep(audio, now + 0.18, 330);
    }
  } catch {
    // no Web Audio here: the banner still shows the result
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(ok ? 120 : [120, 80, 120]);
}

import jsQR from 'jsqr';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { TextField } from '../../../ui/text-field';
import { type ScanReply, useScan } from '../api/attendance';
import { signalScan } from '../utils/scan-feedback';

type Result = { ok: true; reply: ScanReply } | { ok: false; message: string };
type CameraState = 'starting' | 'on' | 'off' | 'denied';

const FRAME_MS = 200;

/**
 * Reads QR codes from the camera: frames are drawn on a canvas and decoded in the browser with jsQR. A decoded
 * token is posted once; scanning then pauses until 'Scan next', so one QR shown to the camera is one scan.
 */
function useQrCamera(onToken: (token: string) => void, paused: boolean) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const tick = () => {
      const v = video.current;
      const c = canvas.current;
      if (!stopped && v && c && !pausedRef.current && v.readyState >= 2 && v.videoWidth > 0) {
        c.width = v.videoWidth;
        c.height = v.videoHeight;
        const context = c.getContext('2d', { willReadFrequently: true });
        if (context) {
          context.drawImage(v, 0, 0, c.width, c.height);
          const image = context.getImageData(0, 0, c.width, c.height);
          const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
          if (code?.data) onTokenRef.current(code.data);
        }
      }
      if (!stopped) timer = window.setTimeout(tick, FRAME_MS);
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('off');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        setState('on');
        tick();
      } catch {
        setState('denied');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return { video, canvas, state };
}

const bannerTone = {
  marked: 'bg-emerald-700 text-white',
  already: 'bg-brand-700 text-white',
  refused: 'bg-red-700 text-white',
} as const;

/** The result of a scan, over the camera picture where the staff member is already looking. */
function ScanBanner({ result, onNext }: { result: Result; onNext: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus({ preventScroll: true }), []);
  const tone = !result.ok ? 'refused' : result.reply.marked ? 'marked' : 'already';
  return (
    <div className={`rounded-lg p-4 shadow-lg ${bannerTone[tone]}`} data-testid="scan-banner">
      {result.ok ? (
        <>
          <p className="text-lg font-bold">
            <span aria-hidden="true">✓ </span>
            {result.reply.message}:{' '}
            {`${result.reply.student.FirstName} ${result.reply.student.LastName}`.trim()}
          </p>
          <p>Status: present</p>
          {result.reply.companies.length > 0 && (
            <p>
              {result.reply.companies
                .map((c) => `${c.companyId.basic.companyName} (${c.slotTime})`)
                .join(', ')}
            </p>
          )}
        </>
      ) : (
        <p className="text-lg font-bold">
          <span aria-hidden="true">✗ </span>
          {result.message}
        </p>
      )}
      <button
        ref={next}
        type="button"
        onClick={onNext}
        className="mt-3 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-sm hover:bg-slate-100 focus:outline-2 focus:outline-offset-2 focus:outline-white"
      >
        Scan next
      </button>
    </div>
  );
}

/** /college/attendance/scan: the camera scanner, with the code under the student's QR code as the fallback. */
export function AttendanceScanRoute() {
  const scan = useScan();
  const [result, setResult] = useState<Result | null>(null);
  const [manual, setManual] = useState('');
  const busy = useRef(false);

  const submit = useCallback(
    (token: string) => {
      if (busy.current) return;
      busy.current = true;
      scan.mutate(token.trim(), {
        onSuccess: (reply) => {
          signalScan(true);
          setManual('');
          setResult({ ok: true, reply });
        },
        onError: (error) => {
          signalScan(false);
          setResult({ ok: false, message: error.message });
        },
        onSettled: () => {
          busy.current = false;
        },
      });
    },
    [scan],
  );
  const paused = result !== null || scan.isPending;
  const camera = useQrCamera(submit, paused);

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    if (manual.trim()) submit(manual);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <BackButton fallback="/college/attendance" />
      <PageHeader
        title="Scan attendance"
        description="Point the camera at the student's attendance QR code."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Camera">
          <div className="relative overflow-hidden rounded-lg bg-slate-900">
            <video
              ref={camera.video}
              muted
              playsInline
              className="aspect-[4/3] max-h-[55vh] w-full object-contain"
              aria-label="Camera preview"
            />
            <canvas ref={camera.canvas} className="hidden" />
            <section aria-label="Scan result" aria-live="polite" className="absolute inset-x-3 top-3">
              {scan.isPending && (
                <p className="rounded-lg bg-white/95 px-4 py-3 text-sm font-semibold text-slate-900 shadow">
                  Checking the code…
                </p>
              )}
              {result && (
                <ScanBanner
                  result={result}
                  onNext={() => {
                    setResult(null);
                    scan.reset();
                  }}
                />
              )}
            </section>
          </div>
          <p className="mt-2 text-sm text-slate-600" aria-live="polite">
            {camera.state === 'starting' && 'Starting the camera…'}
            {camera.state === 'on' && (paused ? 'Scanning paused.' : 'Scanning… hold the QR code steady.')}
            {camera.state === 'denied' && 'The camera could not be used. Type the code instead.'}
            {camera.state === 'off' && 'This browser has no camera access. Type the code instead.'}
          </p>
        </Card>
        <Card title="Enter the code by hand">
          <form onSubmit={submitManual} className="space-y-3">
            <TextField
              label="Attendance code"
              hint="The code under the student's QR code, such as ABCD-EFGH."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={manual}
              onChange={(e) => setManual(e.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={!manual.trim() || scan.isPending}>
              Submit code
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
}

import jsQR from 'jsqr';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { TextareaField } from '../../../ui/textarea-field';
import { type ScanReply, useScan } from '../api/portal';

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

function ScanResult({ result }: { result: Result }) {
  if (!result.ok) return <Alert tone="error">{result.message}</Alert>;
  const { reply } = result;
  const name = `${reply.student.FirstName} ${reply.student.LastName}`.trim();
  return (
    <Alert tone="success">
      <span className="block font-semibold">
        {reply.message}: {name}
      </span>
      <span className="block">Status: present</span>
      {reply.companies.length > 0 && (
        <span className="block">
          {reply.companies.map((c) => `${c.companyId.basic.companyName} (${c.slotTime})`).join(', ')}
        </span>
      )}
    </Alert>
  );
}

/** /college/attendance/scan: the camera scanner, with a pasted token as the fallback. */
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
        onSuccess: (reply) => setResult({ ok: true, reply }),
        onError: (error) => setResult({ ok: false, message: error.message }),
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
    <div className="mx-auto max-w-3xl space-y-6">
      <BackButton fallback="/college/attendance" />
      <PageHeader
        title="Scan attendance"
        description="Point the camera at the student's attendance QR code."
      />
      <Card title="Camera">
        <div className="relative overflow-hidden rounded-lg bg-slate-900">
          <video
            ref={camera.video}
            muted
            playsInline
            className="aspect-[4/3] w-full object-cover"
            aria-label="Camera preview"
          />
          <canvas ref={camera.canvas} className="hidden" />
        </div>
        <p className="mt-2 text-sm text-slate-600" aria-live="polite">
          {camera.state === 'starting' && 'Starting the camera…'}
          {camera.state === 'on' && (paused ? 'Scanning paused.' : 'Scanning… hold the QR code steady.')}
          {camera.state === 'denied' && 'The camera could not be used. Paste the code below instead.'}
          {camera.state === 'off' && 'This browser has no camera access. Paste the code below instead.'}
        </p>
      </Card>
      <section aria-label="Scan result" aria-live="polite" className="space-y-3">
        {scan.isPending && <p className="text-sm text-slate-700">Checking the code…</p>}
        {result && (
          <>
            <ScanResult result={result} />
            <Button
              onClick={() => {
                setResult(null);
                scan.reset();
              }}
            >
              Scan next
            </Button>
          </>
        )}
      </section>
      <Card title="Enter the code by hand">
        <form onSubmit={submitManual} className="space-y-3">
          <TextareaField
            label="Attendance code"
            hint="Paste the token shown under the student's QR code."
            rows={3}
            value={manual}
            onChange={(e) => setManual(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!manual.trim() || scan.isPending}>
            Submit code
          </Button>
        </form>
      </Card>
    </div>
  );
}

import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';

const SIZE = 200;

/** The token drawn as a 200 px QR code; the server's own image if drawing fails. */
export function QrCode({ token, fallbackImage }: { token: string; fallbackImage: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, token, { width: SIZE, margin: 2, errorCorrectionLevel: 'M' }).catch(() =>
      setFailed(true),
    );
  }, [token]);

  if (failed) {
    return (
      <img
        src={fallbackImage}
        alt="Attendance QR code"
        width={SIZE}
        height={SIZE}
        data-testid="attendance-qr"
      />
    );
  }
  return (
    <canvas
      ref={canvas}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label="Attendance QR code"
      data-testid="attendance-qr"
      style={{ width: SIZE, height: SIZE }}
    />
  );
}

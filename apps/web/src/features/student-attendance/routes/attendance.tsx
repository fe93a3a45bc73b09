import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { BackButton } from '../../../ui/back-button';
import { Button } from '../../../ui/button';
import { QueryState } from '../../../ui/query-state';
import { attendanceQueryOptions } from '../api/attendance';
import { Clock } from '../components/clock';
import { QrCode } from '../components/qr-code';

/** /student/profile/qr: today's drive slots, the attendance QR code and today's status (SPEC §2 Screens). */
export function AttendanceRoute() {
  const attendance = useQuery(attendanceQueryOptions());
  const qrRef = useRef<HTMLDivElement>(null);
  const [showHint, setShowHint] = useState(false);
  const data = attendance.data;
  const { refetch } = attendance;

  // A token lives until the end of the day (at most four hours), the short code 10 to 20 minutes: fetch fresh
  // ones while the code on screen still has five minutes to go.
  useEffect(() => {
    if (!data) return;
    const ends = Math.min(new Date(data.qr.expiresAt).getTime(), new Date(data.qr.codeExpiresAt).getTime());
    const wait = ends - Date.now() - 5 * 60_000;
    const timer = window.setTimeout(() => void refetch(), Math.max(wait, 60_000));
    return () => window.clearTimeout(timer);
  }, [data, refetch]);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackButton fallback="/student/profile" />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Attendance</h1>
          <p className="mt-1 text-sm text-slate-600">Show this code at the placement drive desk.</p>
        </div>
        <Clock />
      </div>
      {!data ? (
        <QueryState isPending={attendance.isPending} error={attendance.error} />
      ) : (
        <>
          <section aria-labelledby="slots-heading">
            <h2 id="slots-heading" className="text-lg font-semibold text-slate-900">
              Today's companies
            </h2>
            {data.companies.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">You have no drive slots today.</p>
            ) : (
              <ul aria-label="Assigned companies" className="mt-3 grid gap-3 sm:grid-cols-2">
                {data.companies.map((c) => (
                  <li
                    key={`${c.companyId._id}-${c.Slot}`}
                    className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <h3 className="font-semibold text-slate-900">{c.companyId.basic.companyName}</h3>
                    <p className="text-sm text-slate-700">
                      Slot {c.Slot}: {c.slotTime}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="grid gap-6 md:grid-cols-2">
            <section
              aria-labelledby="qr-heading"
              className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="qr-heading" className="text-lg font-semibold text-slate-900">
                Your Attendance QR Code
              </h2>
              <div ref={qrRef} className="mt-4 rounded-lg bg-white p-2">
                <QrCode token={data.qr.token} fallbackImage={data.qr.image} />
              </div>
              <p className="mt-3 text-xs text-slate-600">Valid until {formatDateTime(data.qr.expiresAt)}</p>
              <p className="mt-3 text-center text-sm text-slate-700">
                Camera not working? Tell the desk this code:
                <span
                  className="mt-1 block font-mono text-2xl font-bold tracking-widest text-slate-900"
                  data-testid="attendance-code"
                >
                  {data.qr.code}
                </span>
              </p>
              <Button
                className="mt-4"
                onClick={() => {
                  setShowHint(true);
                  qrRef.current?.scrollIntoView({ block: 'center' });
                }}
              >
                Get Scanned
              </Button>
              {showHint && (
                <p className="mt-2 text-center text-sm text-slate-700" role="status">
                  Hold your screen up to the scanner at the drive desk.
                </p>
              )}
            </section>
            <section
              aria-labelledby="status-heading"
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
                Today's Status
              </h2>
              <dl className="mt-4 space-y-3 text-sm">
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Attendance</dt>
                  <dd
                    className={`font-semibold ${data.attendance.marked ? 'text-emerald-800' : 'text-slate-900'}`}
                  >
                    {data.attendance.marked ? 'Marked' : 'Not Marked'}
                  </dd>
                </div>
                <div className="flex justify-between gap-3">
                  <dt className="text-slate-600">Status</dt>
                  <dd className="font-semibold text-slate-900">
                    {data.attendance.status === 'present' ? 'present' : 'Pending'}
                  </dd>
                </div>
                {data.attendance.markedAt && (
                  <div className="flex justify-between gap-3">
                    <dt className="text-slate-600">Marked at</dt>
                    <dd className="font-medium text-slate-900">{formatDateTime(data.attendance.markedAt)}</dd>
                  </div>
                )}
              </dl>
            </section>
          </div>
        </>
      )}
    </div>
  );
}

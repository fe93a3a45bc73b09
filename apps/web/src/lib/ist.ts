/** The college's timezone: India has one offset and no daylight saving, so the conversion is arithmetic. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** A `datetime-local` value read as IST ("2026-05-01T09:30") to an ISO instant; '' when blank. */
export function istLocalToIso(local: string): string {
  if (!local) return '';
  const [date, time = '00:00'] = local.split('T');
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}+05:30`);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** An ISO instant as a `datetime-local` value in IST. */
export function isoToIstLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatIst(iso: string | null | undefined): string {
  return iso ? `${dateTime.format(new Date(iso))} IST` : '—';
}

export function formatIstClock(iso: string): string {
  return `${clock.format(new Date(iso))} IST`;
}

export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

/** Today in Asia/Kolkata as YYYY-MM-DD (the server's day for drives and attendance). */
export function kolkataToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/** Attendance days, placement days and inbox deadlines are calendar days in India. */
export const KOLKATA_TZ = 'Asia/Kolkata';
/** Asia/Kolkata has no daylight saving: the day ends at 23:59:59.999 +05:30 */
const IST_OFFSET = '+05:30';

/** The calendar day in Asia/Kolkata, as YYYY-MM-DD. */
export function kolkataDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: KOLKATA_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function endOfKolkataDay(at: Date = new Date()): Date {
  return new Date(`${kolkataDate(at)}T23:59:59.999${IST_OFFSET}`);
}

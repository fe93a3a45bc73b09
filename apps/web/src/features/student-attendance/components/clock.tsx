import { useEffect, useState } from 'react';

const format = (now: Date) => ({
  time: new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  }).format(now),
  date: new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now),
});

/** SPEC §9: the clock ticks every 60 s. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const { time, date } = format(now);
  return (
    <p className="text-right">
      <time dateTime={now.toISOString()} className="block text-2xl font-bold text-slate-900 tabular-nums">
        {time}
      </time>
      <span className="text-sm text-slate-600">{date}</span>
    </p>
  );
}

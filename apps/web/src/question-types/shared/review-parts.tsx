import type { ReactNode } from 'react';

/** A response as text for the reviewer. */
export const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(no answer)';
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value && 'studentAnswer' in value)
    return String((value as { studentAnswer: unknown }).studentAnswer ?? '');
  return JSON.stringify(value);
};
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-sm">
      <span className="font-medium text-slate-600">{label}: </span>
      <span className="text-slate-900">{children}</span>
    </div>
  );
}

/** Options with the key and the student's choice marked. */
export function Options({
  options,
  answer,
  chosen,
}: {
  options: string[];
  answer: number | undefined;
  chosen: unknown;
}) {
  return (
    <ol className="space-y-1 text-sm">
      {options.map((option, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the four options never move
          key={index}
          className={`rounded px-2 py-1 ${index === answer ? 'bg-emerald-50 text-emerald-900' : chosen === index ? 'bg-red-50 text-red-800' : 'text-slate-800'}`}
        >
          {String.fromCharCode(65 + index)}. {option}
          {index === answer && <strong> (key)</strong>}
          {chosen === index && <strong> (chosen)</strong>}
        </li>
      ))}
    </ol>
  );
}

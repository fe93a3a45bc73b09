import type { FullStudent } from '@placement/contract';

const items = [
  ['personal', 'Personal details'],
  ['education', 'Education'],
  ['skills', 'Skills'],
  ['avatar', 'Profile picture'],
] as const;

/** The completedProfile prompt: what is still missing. */
export function Completion({ student }: { student: FullStudent }) {
  if (student.completedProfile) {
    return (
      <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        Your profile is complete.
      </p>
    );
  }
  const done = items.filter(([key]) => student.profileChecklist[key]).length;
  return (
    <section
      aria-labelledby="completion-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 px-5 py-4 text-brand-900"
    >
      <h2 id="completion-heading" className="font-semibold">
        Complete your profile ({done}/{items.length})
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {items.map(([key, label]) => (
          <li key={key}>
            <span aria-hidden="true">{student.profileChecklist[key] ? '✓ ' : '○ '}</span>
            {label}
            <span className="sr-only">{student.profileChecklist[key] ? ' (done)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const published = status === 'published';
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${published ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-800'}`}
    >
      {published ? 'Published' : status === 'draft' ? 'Draft' : status}
    </span>
  );
}

import { useState } from 'react';
import { Button } from './button';

/** Previous / next over skip+limit paging, with 'Showing a–b of n'. */
export function Pager({
  skip,
  limit,
  total,
  onChange,
  label,
}: {
  skip: number;
  limit: number;
  total: number;
  onChange: (skip: number) => void;
  label: string;
}) {
  if (total === 0) return null;
  const from = skip + 1;
  const to = Math.min(skip + limit, total);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing {from}–{to} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={skip === 0} onClick={() => onChange(Math.max(0, skip - limit))}>
          Previous
        </Button>
        <Button variant="secondary" disabled={to >= total} onClick={() => onChange(skip + limit)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** Paging state from the first page, `limit` rows a page; `pager` is what a Pager needs beside its label and total. */
export function usePage(limit: number) {
  const [skip, setSkip] = useState(0);
  return { skip, setSkip, pager: { skip, limit, onChange: setSkip } };
}

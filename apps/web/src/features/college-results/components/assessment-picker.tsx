import type { AssessmentsReply } from '@placement/contract';
import { MAX_COHORT_TESTS } from '@placement/domain';
import { useState } from 'react';
import { formatIst } from '../../../lib/ist';
import { Checkbox } from '../../../ui/check-field';
import { SearchField } from '../../../ui/search-field';

type Assessment = AssessmentsReply['assessments'][number];

/** The tests of a drive: up to ten of the college's published assessments, found by name. */
export function AssessmentPicker({
  assessments,
  chosen,
  onChange,
}: {
  assessments: readonly Assessment[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const [find, setFind] = useState('');
  const full = chosen.length >= MAX_COHORT_TESTS;
  const needle = find.trim().toLowerCase();
  // the chosen ones stay in view whatever is typed
  const listed = assessments.filter((a) => chosen.includes(a._id) || a.name.toLowerCase().includes(needle));
  const toggle = (id: string) =>
    onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Tests of the drive</legend>
      <p className="text-sm text-slate-700" aria-live="polite">
        {chosen.length} of at most {MAX_COHORT_TESTS} chosen.
      </p>
      <SearchField label="Find an assessment" value={find} onChange={setFind} />
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {listed.map((a) => {
          const on = chosen.includes(a._id);
          return (
            <li key={a._id}>
              <label className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <Checkbox checked={on} disabled={!on && full} onChange={() => toggle(a._id)} />
                <span className="font-medium text-slate-900">{a.name}</span>
                <span className="text-slate-600">{formatIst(a.startDate)}</span>
              </label>
            </li>
          );
        })}
        {listed.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">No assessment matches.</li>}
      </ul>
    </fieldset>
  );
}

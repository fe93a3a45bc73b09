import { COHORT_MESSAGES, type CohortChoice } from '@placement/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { CohortView } from '../../../ui/cohort/cohort-view';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { exportCohort, useCohort } from '../api/cohort';
import { useAssessments } from '../api/results';
import { AssessmentPicker } from '../components/assessment-picker';

/**
 * /college/results/cohort?assessments=…: a drive's candidates across its tests, ranked by overall and by skill,
 * with cut-offs, a side-by-side comparison and downloads. The chosen tests live in the address, to share it.
 */
export function CohortRoute() {
  const [params, setParams] = useSearchParams();
  // read from the address once; kept here so a box is ticked at once, whatever the navigation that follows does
  const [chosen, setChosen] = useState(() => params.getAll('assessments'));
  const [attempts, setAttempts] = useState<CohortChoice>(() =>
    params.get('attempts') === 'best' ? 'best' : 'first',
  );
  const assessments = useAssessments();
  const cohort = useCohort(chosen, attempts);
  const published = assessments.data?.filter((a) => a.status === 'published') ?? [];

  const update = (ids: string[], choice: CohortChoice) => {
    setChosen(ids);
    setAttempts(choice);
    const next = new URLSearchParams();
    for (const id of ids) next.append('assessments', id);
    if (choice === 'best') next.set('attempts', 'best');
    setParams(next, { replace: true });
  };

  return (
    <Page
      title="Cohort"
      description="Choose the tests of a drive to rank its candidates by overall and by skill, filter them by cut-offs and compare a few side by side. Each student's first attempt at a test counts, as in the item analysis, unless you choose their best."
    >
      <Card>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <QueryState isPending={assessments.isPending} error={assessments.error} />
          {assessments.data && (
            <AssessmentPicker
              assessments={published}
              chosen={chosen}
              onChange={(ids) => update(ids, attempts)}
            />
          )}
          <SelectField
            label="Attempt that counts"
            value={attempts}
            onChange={(e) => update(chosen, e.target.value as CohortChoice)}
          >
            <option value="first">Each student's first</option>
            <option value="best">Each student's best</option>
          </SelectField>
        </div>
      </Card>
      {chosen.length === 0 ? (
        <EmptyState title="No tests chosen">Tick the tests of the drive above.</EmptyState>
      ) : !cohort.data && cohort.error ? (
        // the address named tests that are not the college's (a link cut short, a deleted test): start afresh
        <Alert tone="error">
          <p>{cohort.error.message}</p>
          <button
            type="button"
            className="mt-2 font-medium underline underline-offset-2"
            onClick={() => update([], attempts)}
          >
            Choose the tests again
          </button>
        </Alert>
      ) : !cohort.data ? (
        <QueryState isPending={cohort.isPending} error={null} />
      ) : (
        <>
          {cohort.error && <Alert tone="error">{cohort.error.message}</Alert>}
          {cohort.data.awaitingGrading > 0 && (
            <Alert tone="info">{COHORT_MESSAGES.awaiting(cohort.data.awaitingGrading)}</Alert>
          )}
          <CohortView
            tests={cohort.data.tests}
            skills={cohort.data.skills}
            candidates={cohort.data.candidates}
            noun="candidate"
            nameCell={(c) => (
              <>
                <span className="block text-slate-900">{c.name}</span>
                <span className="block text-xs font-normal text-slate-600">{c.email}</span>
              </>
            )}
            testHref={(attemptId) => `/college/attempts/${attemptId}`}
            onExport={(format, filters) => exportCohort(chosen, attempts, format, filters)}
            onExportComparison={(format, compare) => exportCohort(chosen, attempts, format, { compare })}
          />
        </>
      )}
    </Page>
  );
}

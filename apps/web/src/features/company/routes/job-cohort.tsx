import { COHORT_MESSAGES } from '@placement/contract';
import { Link, useParams } from 'react-router';
import { countOf } from '../../../lib/format';
import { Alert } from '../../../ui/alert';
import { BackButton } from '../../../ui/back-button';
import { CohortView } from '../../../ui/cohort/cohort-view';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { exportJobCohort, useJobCohort } from '../api/cohort';
import { useCompanyJob } from '../api/company';
import { statusLabel } from '../components/application-status';

/**
 * /company/jobs/:id/cohort: the job's applicants ranked by overall and by skill over the results their colleges
 * have released, with cut-offs, a side-by-side comparison and downloads.
 */
export function CompanyJobCohortRoute() {
  const { id = '' } = useParams();
  const job = useCompanyJob(id);
  const cohort = useJobCohort(id);
  const data = cohort.data;
  const withoutResults = data ? data.applicants - data.total : 0;
  return (
    <Page
      back={<BackButton fallback={`/company/jobs/${id}`} />}
      title={job.data ? `Applicants by skill: ${job.data.title}` : 'Applicants by skill'}
      description="Ranked over the results their colleges have released: overall is the mean of their tests; a skill is every topic of that name across them."
    >
      {!data ? (
        <QueryState isPending={cohort.isPending} error={cohort.error} />
      ) : (
        <>
          {withoutResults > 0 && (
            <Alert tone="info">
              {countOf(withoutResults, 'applicant')} of {data.applicants}{' '}
              {withoutResults === 1 ? 'has' : 'have'} no released result yet.
            </Alert>
          )}
          {data.awaitingGrading > 0 && (
            <Alert tone="info">{COHORT_MESSAGES.awaiting(data.awaitingGrading)}</Alert>
          )}
          <CohortView
            tests={data.tests}
            skills={data.skills}
            candidates={data.candidates}
            noun="applicant"
            nameCell={(c) => (
              <>
                <Link
                  to={`/company/applications/${c.applicationId}`}
                  className="block text-brand-700 underline-offset-2 hover:underline"
                  aria-label={`Profile of ${c.name}`}
                >
                  {c.name}
                </Link>
                <span className="block text-xs font-normal text-slate-600">
                  {[c.college, statusLabel[c.applicationStatus]].filter(Boolean).join(' · ')}
                </span>
              </>
            )}
            onExport={(format, filters) => exportJobCohort(id, format, filters)}
            onExportComparison={(format, compare) => exportJobCohort(id, format, { compare })}
          />
        </>
      )}
    </Page>
  );
}

import type { ScoreReport } from '@placement/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { ReportView } from './report-view';

/** A report's page in any portal: its title, the PDF download, the report, and what the portal adds below. */
export function ReportPage({
  query,
  download,
  back,
  children,
}: {
  query: UseQueryResult<{ report: ScoreReport }>;
  download: () => Promise<void>;
  back?: ReactNode;
  children?: ReactNode;
}) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!query.data) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <QueryState isPending={query.isPending} error={query.error} />
      </div>
    );
  }
  const { report } = query.data;
  const save = () => {
    setDownloading(true);
    setError(null);
    download()
      .catch((e: Error) => setError(e.message))
      .finally(() => setDownloading(false));
  };
  return (
    <Page
      className="mx-auto max-w-5xl"
      back={back}
      title={`Score report: ${report.assessment.name}`}
      description={report.copy === 'candidate' ? "Candidate's copy" : 'College and recruiter copy'}
      actions={
        <Button variant="secondary" loading={downloading} onClick={save}>
          Download PDF
        </Button>
      }
    >
      {error && <Alert tone="error">{error}</Alert>}
      <ReportView report={report} />
      {children}
    </Page>
  );
}

import { useParams } from 'react-router';
import { Logo } from '../../../ui/logo';
import { sharedReportPdfUrl, useSharedReport } from '../api/reports';
import { ReportPage } from '../components/report-page';

/**
 * /shared/reports/:token: a report a college shared with a company, opened without an account. A link that is
 * not genuine, expired or revoked shows the server's words and nothing else.
 */
export function SharedReportRoute() {
  const { token = '' } = useParams();
  const query = useSharedReport(token);
  return (
    <main className="min-h-screen bg-slate-100 px-4 py-8">
      <div className="mx-auto mb-6 max-w-5xl">
        <Logo />
      </div>
      <ReportPage
        query={query}
        download={async () => {
          // a plain link: no session's header to carry, and the browser saves it as the server names it
          window.location.assign(sharedReportPdfUrl(token));
        }}
      />
    </main>
  );
}

import { Link } from 'react-router';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import { useAssessments } from '../api/assessments';
import { useStudents } from '../api/students';

function Stat({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
    >
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value ?? '…'}</p>
    </Link>
  );
}

/** An overview until the full college dashboard arrives: what there is and what waits for a decision. */
export function CollegeDashboardRoute() {
  const assessments = useAssessments();
  const students = useStudents({ limit: 1 });
  const pending = useStudents({ status: 'pending', limit: 1 });
  const published = assessments.data?.filter((a) => a.status === 'published').length;

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description="Your college at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Assessments" value={assessments.data?.length} to="/college/assessments" />
        <Stat label="Published assessments" value={published} to="/college/assessments" />
        <Stat label="Students" value={students.data?.total} to="/college/students" />
        <Stat label="Pending approvals" value={pending.data?.total} to="/college/students?status=pending" />
      </div>
      <Card title="Get started">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>
            <Link to="/college/question-bank" className="font-medium text-brand-700 underline">
              Add questions to the question bank
            </Link>
          </li>
          <li>
            <Link to="/college/assessments/new" className="font-medium text-brand-700 underline">
              Build an assessment
            </Link>
          </li>
          <li>
            <Link to="/college/students" className="font-medium text-brand-700 underline">
              Invite students
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}

import { formatMarks } from '@placement/domain';
import { Link, useParams } from 'react-router';
import { collegeClient } from '../../../lib/college/client';
import { marksOrDash } from '../../../lib/format';
import { formatIst } from '../../../lib/ist';
import { Card } from '../../../ui/card';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { StudentProfile } from '../../../ui/student-profile';
import { Table } from '../../../ui/table';
import { useStudent } from '../api/students';
import { AccommodationForm } from '../components/accommodation-form';

/** One student: approval, the profile as recruiters see it, and every attempt with its score. */
export function StudentRoute() {
  const { studentId } = useParams();
  const student = useStudent(studentId);
  if (!student.data) return <QueryState isPending={student.isPending} error={student.error} />;
  const s = student.data.student;
  const { results, profile } = student.data;
  return (
    <Page
      title={`${s.FirstName} ${s.LastName}`}
      description={`${s.approved ? 'Approved' : 'Waiting for approval'} · the profile below is what recruiters see when ${s.FirstName} applies to their jobs.`}
    >
      <Card title="Time accommodation">
        <AccommodationForm key={s.timeMultiplier} studentId={s._id} current={s.timeMultiplier} />
      </Card>
      <StudentProfile
        profile={profile}
        client={collegeClient}
        reportLink={(attemptId) => `/college/attempts/${attemptId}/report`}
      />
      <Card title="All attempts">
        {results.length === 0 ? (
          <p className="text-sm text-slate-600">No attempts yet.</p>
        ) : (
          <Table
            label="Results"
            caption={`Results of ${s.FirstName}`}
            columns={['Assessment', 'Started', 'Score', 'Percentage', 'Review']}
          >
            {results.map((r) => (
              <tr key={r._id} className="border-b border-slate-100">
                <td className="py-2 pr-4">{r.assessmentName}</td>
                <td className="py-2 pr-4">{formatIst(r.startedAt)}</td>
                <td className="py-2 pr-4">
                  {r.score === null ? '—' : `${formatMarks(r.score)} / ${marksOrDash(r.maxScore)}`}
                </td>
                <td className="py-2 pr-4">{r.percentage === null ? '—' : `${formatMarks(r.percentage)}%`}</td>
                <td className="py-2">
                  <Link
                    to={`/college/attempts/${r._id}`}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    aria-label={`Review attempt at ${r.assessmentName}`}
                  >
                    Review
                  </Link>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Card>
    </Page>
  );
}

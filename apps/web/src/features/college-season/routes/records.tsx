import { useSearchParams } from 'react-router';
import { StudentSelect } from '../../../ui/college-pickers';
import { RecordEditor } from '../components/record-editor';
import { RecordImport } from '../components/record-import';

/** season/records?student=…: a student's record to verify or unlock field by field, and the bulk import. */
export function RecordsPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get('student') ?? '';
  return (
    <div className="space-y-6">
      <div className="max-w-md">
        <StudentSelect
          value={studentId}
          onChange={(id) => setParams(id ? { student: id } : {})}
          label="Student whose record to see"
        />
      </div>
      {studentId && <RecordEditor key={studentId} studentId={studentId} />}
      <RecordImport />
    </div>
  );
}

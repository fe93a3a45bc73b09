import { useDashboard } from '../lib/college/dashboard';
import { useStaffSession } from '../lib/college/session';
import { useStudents } from '../lib/college/students';
import { SelectField } from './select-field';

/** The college's approved students as a select (the first 100; search narrows it). */
export function StudentSelect({
  value,
  onChange,
  label = 'Student',
}: {
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) {
  const students = useStudents({ status: 'approved', limit: 100 });
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} required>
      <option value="">Choose a student…</option>
      {students.data?.students.map((s) => (
        <option key={s._id} value={s._id}>
          {`${s.FirstName} ${s.LastName}`.trim()} – {s.Email}
        </option>
      ))}
    </SelectField>
  );
}

/** The companies with jobs visible to the college. */
export function useCollegeCompanies() {
  const session = useStaffSession();
  const dashboard = useDashboard(session.status === 'logged-in' ? session.user.CollegeId : null);
  return (dashboard.data?.companies ?? []).map((c) => ({ _id: c._id, name: c.basic.companyName }));
}

export function CompanySelect({
  value,
  onChange,
  label = 'Company',
}: {
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) {
  const companies = useCollegeCompanies();
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} required>
      <option value="">Choose a company…</option>
      {companies.map((c) => (
        <option key={c._id} value={c._id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}

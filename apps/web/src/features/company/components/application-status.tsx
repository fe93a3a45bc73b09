import { applicationStatusWords } from '@placement/contract';
import { SelectField } from '../../../ui/select-field';
import type { Applicant, ApplicationStatus, useMoveApplication } from '../api/company';

export const STATUSES: ApplicationStatus[] = ['applied', 'shortlisted', 'rejected', 'hired'];
export const statusLabel = applicationStatusWords;

export const applicantName = (a: Applicant) => `${a.student.FirstName} ${a.student.LastName}`.trim();

/** Moves an application along (the server says which moves are allowed). */
export function ApplicationStatusSelect({
  application,
  move,
}: {
  application: Applicant;
  move: ReturnType<typeof useMoveApplication>;
}) {
  return (
    <SelectField
      label={`Status of ${applicantName(application)}`}
      value={application.status}
      disabled={move.isPending}
      onChange={(e) => move.mutate({ id: application._id, status: e.target.value as ApplicationStatus })}
    >
      {STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel[s]}
        </option>
      ))}
    </SelectField>
  );
}

import type { RecruiterCandidate, StaffCandidate } from '@placement/contract';
import type { RankedCandidate } from '@placement/domain';

/** What each audience sees of a ranked candidate. */

type StaffPerson = { id: string; name: string; email: string };
type Applicant = {
  id: string;
  name: string;
  college: string | null;
  applicationId: string;
  applicationStatus: RecruiterCandidate['applicationStatus'];
};

const ranking = (c: RankedCandidate<{ id: string; name: string }>) => ({
  id: c.id,
  name: c.name,
  rank: c.rank,
  overall: c.overall,
  testsTaken: c.testsTaken,
  secondsTaken: c.secondsTaken,
  skills: c.skills,
});

/** College staff: the student's e-mail, and the attempt behind each figure (it opens in the attempt review). */
export const staffCandidate = (c: RankedCandidate<StaffPerson>): StaffCandidate => ({
  ...ranking(c),
  email: c.email,
  tests: c.tests,
});

/** A recruiter: the applicant's college and application, the released figures; never an attempt to open. */
export const recruiterCandidate = (c: RankedCandidate<Applicant>): RecruiterCandidate => ({
  ...ranking(c),
  college: c.college,
  applicationId: c.applicationId,
  applicationStatus: c.applicationStatus,
  tests: c.tests.map(({ attemptId: _attempt, ...outcome }) => outcome),
});

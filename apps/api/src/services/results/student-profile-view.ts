import type { FullStudent, ReleasedResult, StudentProfileView } from '@placement/contract';
import { assessments, attempts } from '@placement/db';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fullStudentProfile } from '../profile/profile';
import { resultsReleased } from './release-policy';

/**
 * The allow-list of what a college's staff and a recruiter see of a student: never the sign-in details, the
 * date of birth, gender, street address or PIN code, and no other student's anything.
 */
export function presentStudentProfile(
  student: FullStudent,
  releasedResults: ReleasedResult[],
): StudentProfileView {
  const { personal } = student;
  const location = [personal.city, personal.state, personal.country].filter(Boolean).join(', ');
  return {
    _id: student._id,
    FirstName: student.FirstName,
    LastName: student.LastName,
    Email: student.Email,
    PhoneNumber: student.PhoneNumber,
    avatar: student.avatar,
    college: student.college,
    batch: student.batch,
    about: personal.about,
    location: location || null,
    Education: student.Education,
    skills: student.skills,
    links: student.links,
    CV: student.CV,
    releasedResults,
  };
}

/**
 * Graded attempts at the college's own assessments whose results the college has released, newest first. The
 * release policy alone decides what a recruiter sees; an attempt that ended early carries why, so a score of 0
 * is never shown without its reason.
 */
export async function releasedResults(
  app: FastifyInstance,
  studentId: string,
  collegeId: string | null,
): Promise<ReleasedResult[]> {
  if (!collegeId) return [];
  const rows = await app.deps.db
    .select({ attempt: attempts, assessment: assessments })
    .from(attempts)
    .innerJoin(assessments, eq(assessments.id, attempts.assessmentId))
    .where(
      and(
        eq(attempts.studentId, studentId),
        eq(assessments.collegeId, collegeId),
        eq(attempts.status, 'graded'),
      ),
    )
    .orderBy(desc(attempts.endedAt), desc(attempts.id));
  return rows.flatMap(({ attempt, assessment }) => {
    const { score, maxScore, percentage } = attempt;
    if (!resultsReleased(assessment) || score === null || maxScore === null || percentage === null) return [];
    return [
      {
        attemptId: attempt.id,
        assessmentName: assessment.name,
        endedAt: attempt.endedAt?.toISOString() ?? null,
        score,
        maxScore,
        percentage,
        endReason: attempt.endReason,
      },
    ];
  });
}

/** A student's profile for a viewer the caller has already authorized. */
export async function studentProfileView(
  app: FastifyInstance,
  studentId: string,
): Promise<StudentProfileView> {
  const student = await fullStudentProfile(app, studentId);
  return presentStudentProfile(student, await releasedResults(app, studentId, student.CollegeId));
}

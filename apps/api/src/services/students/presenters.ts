import type { students, users } from '@placement/db';

/** A student as the college's staff see one in the list and on the student's page. */
export function presentCollegeStudent(
  user: typeof users.$inferSelect,
  student: typeof students.$inferSelect,
) {
  return {
    _id: user.id,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    PhoneNumber: user.phoneNumber,
    Batch: student.batch,
    approved: student.approved,
    timeMultiplier: student.timeMultiplier,
  };
}

/** What staff read when an edit of an assessment students have already attempted is refused (409). */
export const assessmentEditMessages = {
  /** fields that would change how attempts already made were taken or scored */
  lockedAfterAttempts: (fields: string[]) =>
    `Students have attempted this assessment: ${fields.join(', ')} can no longer change (create a new assessment for that).`,
  totalTimeOnlyGrows: (minutes: number) =>
    `Students have attempted this assessment with ${minutes} minutes: the total time can only grow.`,
  attemptsOnlyGrow: (attempts: number) =>
    `Students have attempted this assessment: the attempts allowed can only grow from ${attempts}.`,
  endDateOnlyLater: 'Students have attempted this assessment: its end date can only move later.',
};

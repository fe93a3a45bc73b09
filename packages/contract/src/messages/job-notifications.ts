/** What job notification forms (JNF) and company invitations say (#45). */
export const jobNotificationMessages = {
  notFound: 'Job notification not found',
  collegeNotTied:
    'You can send a job notification only to a college that invited your company or already shows its jobs',
  changedMeanwhile:
    'Someone changed this job notification since you opened it: reload it to see the current version',
  alreadyApproved: 'This job notification is approved already',
  alreadySubmitted: 'This job notification is submitted already: the college is reviewing it',
  notSubmitted: 'This job notification has not been submitted yet',
  withTheCompany: 'This job notification was sent back to the company: it is theirs to change and resubmit',
  ctcRequired: 'State the CTC or its breakdown before submitting',
  jobOfNotification:
    'This job comes from a job notification form: change it there, and the college approves it again',
  saved: 'Job notification saved',
  submitted: 'Job notification submitted to the college',
  reopened: 'Changes saved: the college must approve them again before students see them',
  approved: 'Job notification approved: the college’s students can see the job',
  sentBack: 'Job notification sent back to the company',
  invitationNotFound: 'This invitation link is not valid: ask the college for a new one',
  invitationUsed: 'This invitation link has been used already: sign in with the account it created',
  invitationExpired: 'This invitation link has expired: ask the college for a new one',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitedAccountExists: (email: string) => `${email} already has a company account on Placement`,
  invitationNoteAdded: 'Note added',
  invitedSignedUp: 'Your company is signed up and connected to the college: you can log in now',
} as const;

/** User-facing strings of the student portal, spelled once. */
export const studentPortalMessages = {
  collegeRequired: 'Jobs, Companies and Inbox are available only to students of a college',
  entityTooLarge: 'request entity too large',
  filesNotSelected: 'files not selected',
  mailSent: 'Mail sent successfully',
  mailError: 'Error sending mail',
  profileUpdated: 'Profile updated',
  unsupportedFile: 'Unsupported file type',
  malformedUpload: 'Malformed upload',
  attachmentQuota: (quotaMb: number, removedAfterHours: number) =>
    `Your attachments waiting to be sent would exceed ${quotaMb} MB. Send the mail that uses them first; unsent attachments are removed after ${removedAfterHours} hours.`,
  attachmentDailyBudget: (uploadedMb: number, incomingMb: number, budgetMb: number) =>
    `You have uploaded ${uploadedMb} MB of attachments in the last 24 hours; ${incomingMb} MB more would exceed the ${budgetMb} MB a day allowed. Attach a smaller file or try again later.`,
} as const;

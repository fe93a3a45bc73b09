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
} as const;

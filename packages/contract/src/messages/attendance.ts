/** What the attendance scanner says. */
export const attendanceMessages = {
  qrInvalid: 'This QR code is invalid or has expired. Ask the student to refresh it.',
  qrReplayed: 'This QR code has already been used. Ask the student to refresh it.',
  otherCollegeStudent: 'This student is not a student of your college',
  markedPresent: 'Marked present',
  alreadyPresent: 'Already marked present today',
} as const;

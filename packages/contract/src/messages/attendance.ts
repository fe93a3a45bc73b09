/** What the attendance scanner says. */
export const attendanceMessages = {
  qrInvalid: 'This QR code is invalid or has expired. Ask the student to refresh it.',
  qrReplayed: 'This QR code has already been used. Ask the student to refresh it.',
  codeInvalid: 'This code is invalid or has expired. Ask for the code shown under the QR code now.',
  codeReplayed: 'This code has already been used.',
  otherCollegeStudent: 'This student is not a student of your college',
  markedPresent: 'Marked present',
  alreadyPresent: 'Already marked present today',
} as const;

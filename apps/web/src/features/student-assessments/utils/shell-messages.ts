/** The take-assessment screen's own words (SPEC §4, §5). */
export const shellMessages = {
  submitConfirm: 'Are you sure you want to submit the test?',
  resetConfirm: 'Are you sure you want to reset the question? All changes will be lost.',
  submitting: 'Submitting the test, please wait...',
  connectionLost: 'Connection Lost!',
  connectionRestored: 'Connection restored',
  connectionSlow: 'Slow connection',
  testEnding: 'Test Ending...',
  resumeTest: 'Resume test',
  movement: "You're moving too much. This may lead to disqualification.",
  cameraOff: 'Camera has been turned off or permissions changed.',
} as const;

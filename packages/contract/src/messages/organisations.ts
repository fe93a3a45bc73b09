/** What organisation sign-up and approval say. */
export const organisationMessages = {
  awaitingApproval: 'Your organisation is waiting for approval',
  organisationRejected: 'Your organisation was not approved. Please contact support.',
  signedUp: 'Thank you for signing up. You can log in once an admin approves your organisation.',
} as const;

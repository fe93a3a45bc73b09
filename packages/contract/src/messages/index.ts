import { authMessages } from './auth';
import { testMessages } from './tests';

export * from './assessment-edits';
export * from './attendance';
export * from './auth';
export * from './job-notifications';
export * from './lti';
export * from './organisations';
export * from './question-interchange';
export * from './service';
export * from './student-portal';
export * from './tests';

/**
 * User-facing strings of SPEC.md, spelled exactly once, split by resource so that a page carries only its own
 * (the sign-in pages import `authMessages`); `messages` holds the sign-in and test ones together.
 */
export const messages = { ...authMessages, ...testMessages } as const;
export * from './forms';

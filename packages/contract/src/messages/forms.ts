/**
 * What a form's field is told when its value breaks a rule: sentences, never field paths. The server replies
 * with them and the web checks the same rules (form-rules.ts) before sending, marking the field.
 */
export const formMessages = {
  firstNameRequired: 'Enter your first name.',
  phoneInvalid: 'Enter a phone number of 6 to 20 digits (spaces, dashes and a leading + are fine).',
  dateOfBirthInvalid: 'Enter a date of birth in the past (after 1900).',
  pincodeInvalid: 'A PIN code has only letters, digits, spaces and dashes.',
  yearOutOfRange: 'Enter a year from 1950 to 2100.',
  endYearBeforeStart: 'The end year cannot be before the start year.',
  instituteAndDegreeRequired: 'Enter the institute and the degree.',
  linkNotWeb: (label: string) => `The ${label} link must be a web address starting with http:// or https://.`,
  salaryRangeReversed: 'The maximum salary cannot be less than the minimum salary.',
  salaryFilterReversed: 'The minimum salary cannot be more than the maximum salary.',
  experienceRangeReversed: 'The maximum experience cannot be less than the minimum experience.',
  closeByInvalid: 'Enter a real date for the last day to apply.',
  companyNameRequired: 'Enter the company name.',
} as const;

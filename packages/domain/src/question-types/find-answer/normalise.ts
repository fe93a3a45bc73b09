/** Trim, ignore case and treat any run of white space as one space. */
export const normaliseAnswer = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

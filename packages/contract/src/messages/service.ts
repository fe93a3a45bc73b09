/** What the platform says when a part it depends on (database, file storage, Redis) is not answering. */
export const serviceMessages = {
  storageUnavailable: 'File storage is not answering right now. Please try again in a minute.',
  /** /api/health's message, naming the parts that did not answer */
  partsDown: (parts: readonly string[]) => `Not answering: ${parts.join(', ')}.`,
} as const;

/** What the platform says when a part it depends on (database, file storage, Redis) is not answering. */
export const serviceMessages = {
  /** a run or check of code a student waits for, when no judge worker is connected */
  judgeUnavailable:
    'No judge is running right now, so code cannot be run. Your code stays in the editor; try again in a minute.',
  storageUnavailable: 'File storage is not answering right now. Please try again in a minute.',
  /** /api/health's message, naming the parts that did not answer */
  partsDown: (parts: readonly string[]) => `Not answering: ${parts.join(', ')}.`,
} as const;

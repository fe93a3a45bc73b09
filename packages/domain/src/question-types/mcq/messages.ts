/** Said when an mcq is saved with no correct option chosen (the API refuses it; the editor says it first). */
export const MCQ_KEY_MISSING = 'Choose the correct option before saving the question.';

/** Said when an mcq has fewer than two or more than six options. */
export const MCQ_OPTION_COUNT = 'A multiple-choice question has 2 to 6 options.';

/** Said when the key names an option the question does not have. */
export const mcqKeyOutOfRange = (count: number) =>
  `The correct option must be one of the ${count} options: answer must be 0 to ${count - 1}.`;

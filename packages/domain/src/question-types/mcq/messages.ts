/** Said when an mcq is saved with no correct option chosen (the API refuses it; the editor says it first). */
export const MCQ_KEY_MISSING = 'Choose the correct option before saving the question.';

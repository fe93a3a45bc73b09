/** Said when a coding question's custom checker is saved incomplete (the API refuses it; the form says it first). */
export const CUSTOM_CHECKER_LANGUAGE =
  "Choose the custom checker's language: Python, C, Cpp, Java or JavaScript.";
export const CUSTOM_CHECKER_CODE = 'Write the custom checker program before saving the question.';

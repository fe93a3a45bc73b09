/** What a college author reads when a question-bank file (Moodle XML, QTI 2.1, GIFT) is refused. */
export const interchangeMessages = {
  declaration: (file: string) =>
    `${file}: a DOCTYPE or ENTITY declaration is not accepted in a question bank`,
  tooManyItems: (max: number) =>
    `The file holds more than ${max} questions. Split it into files of at most ${max} questions and import each.`,
} as const;

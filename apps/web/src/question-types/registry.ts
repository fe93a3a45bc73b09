import { QUESTION_TYPE_NAMES, type QuestionTypeName } from '@placement/domain';
import type { AnyQuestionType } from './question-type';

// Every folder with an index.ts is a question type: adding one touches no file outside its folder.
const modules = import.meta.glob<{ questionType: AnyQuestionType }>('./*/index.ts', { eager: true });

const byName = new Map(Object.values(modules).map(({ questionType }) => [questionType.type, questionType]));

/** The web half of every question type the domain knows, in the domain's order. */
export const webQuestionTypes: ReadonlyMap<QuestionTypeName, AnyQuestionType> = new Map(
  QUESTION_TYPE_NAMES.map((name) => {
    const questionType = byName.get(name);
    if (!questionType) throw new Error(`question type ${name} has no folder in src/question-types`);
    return [name, questionType];
  }),
);

/** The question type of a topic or question; throws for a name the domain does not know. */
export function questionTypeOf(name: QuestionTypeName): AnyQuestionType {
  const questionType = webQuestionTypes.get(name);
  if (!questionType) throw new Error(`unknown question type ${name}`);
  return questionType;
}

import type { Level } from '../level';
import type { QuestionTypeName } from '../question-types/registry';

export interface PlanQuestion {
  id: string;
  level: Level;
}

export interface PlanTopic {
  topicId: string;
  heading: string;
  type: QuestionTypeName;
  questions: PlanQuestion[];
  /** How many questions of each level an adaptive topic asks; all of that level when absent. */
  totalL1Question?: number;
  totalL2Question?: number;
  totalL3Question?: number;
}

export interface Plan {
  topics: PlanTopic[];
  /** Shuffle questions within each topic (and, for adaptive, within each level) from the attempt's seed. */
  shuffle?: boolean;
}

/** Keeps the first appearance of each question id so that no question can be asked twice. */
export const uniqueQuestions = (plan: Plan): PlanQuestion[][] => {
  const seen = new Set<string>();
  return plan.topics.map((topic) =>
    topic.questions.filter((question) => !seen.has(question.id) && seen.add(question.id)),
  );
};

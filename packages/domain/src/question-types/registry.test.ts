import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { Authoring } from './authoring';
import { questionAuthoring } from './authoring-registry';
import type { EssayQuestion } from './essay/essay';
import type { FindAnswerQuestion } from './find-answer/find-answer';
import type { McqQuestion } from './mcq/mcq';
import {
  answerKeyOf,
  gradeAnswer,
  isQuestionTypeName,
  type PluginOf,
  QUESTION_TYPE_NAMES,
  type QuestionOf,
  type QuestionTypeName,
  questionTypes,
  studentViewOf,
  topicTypeNames,
  typeDisplayName,
} from './registry';

const question: McqQuestion = {
  id: 'q',
  type: 'mcq',
  level: 'L1',
  Duration: 1,
  Title: 'T',
  Options: ['a', 'b', 'c', 'd'],
  answer: 3,
};

describe('question type registry', () => {
  it('keys every plugin by its own type', () => {
    for (const [name, plugin] of Object.entries(questionTypes)) expect(plugin.type).toBe(name);
  });

  it('knows how every type is authored', () => {
    expect(Object.keys(questionAuthoring).sort()).toEqual(Object.keys(questionTypes).sort());
  });

  it('names topic types for display', () => {
    expect(topicTypeNames).toEqual({
      mcq: 'Multiple Choice Questions',
      compiler: 'Coding',
      findAnswer: 'Find the Answer',
      essay: 'Essay',
      video: 'Video',
    });
  });

  it('names a stored type for display, and leaves an unknown one as it is', () => {
    expect(typeDisplayName('findAnswer')).toBe('Find the Answer');
    expect(typeDisplayName('compiler')).toBe('Coding');
    expect(typeDisplayName('unknown')).toBe('unknown');
  });

  it('recognises type names', () => {
    expect(isQuestionTypeName('findAnswer')).toBe(true);
    expect(isQuestionTypeName('toString')).toBe(false);
  });

  it('dispatches views and grading on the question type', () => {
    expect(studentViewOf(question)).not.toHaveProperty('answer');
    expect(gradeAnswer(question, 3)).toMatchObject({ ok: true, value: { correct: true } });
    expect(gradeAnswer(question, 'three')).toMatchObject({ ok: false });
  });

  it('renders the key of each type as a released result shows it, and none for types without one', () => {
    const findAnswer: FindAnswerQuestion = {
      id: 'f',
      type: 'findAnswer',
      level: 'L2',
      Duration: 2,
      Title: 'Read',
      questions: [
        { question: 'Who?', answer: 'Asha' },
        { question: 'Where?', answer: 'Pune' },
      ],
    };
    const essay = { id: 'e', type: 'essay', level: 'L1', Duration: 5, Title: 'Why?', essayType: 'long' };
    expect(answerKeyOf(question)).toBe(3);
    expect(answerKeyOf(findAnswer)).toEqual(['Asha', 'Pune']);
    expect(answerKeyOf(essay as EssayQuestion)).toBeUndefined();
  });
});

describe('authoring, as each type declares it', () => {
  it("imports each template's own example row", () => {
    for (const [type, authoring] of Object.entries(questionAuthoring)) {
      const template = authoring.spreadsheet;
      if (!template) continue;
      expect(template.example).toHaveLength(template.columns.length);
      const row = Object.fromEntries(template.columns.map((column, i) => [column, template.example[i]]));
      expect(template.fromRow(row), type).toMatchObject({ ok: true });
    }
  });

  it('says which row is wrong and why', () => {
    const mcqTemplate = questionAuthoring.mcq.spreadsheet!;
    expect(mcqTemplate.fromRow({ Title: 'T', Option1: 'a', AnswerIndex: '0' })).toEqual({
      ok: false,
      error: 'Option1 to Option4 are all required',
    });
  });

  it('asks an mcq author to choose the key, whether it is missing or null', () => {
    const { precheck } = questionAuthoring.mcq;
    expect(precheck?.({ Title: 'T' })).toBe('Choose the correct option before saving the question.');
    expect(precheck?.({ Title: 'T', answer: null })).toBeDefined();
    expect(precheck?.({ Title: 'T', answer: 0 })).toBeUndefined();
  });

  it('lets an mcq have 2 to 6 options, its key one of them', () => {
    const { precheck } = questionAuthoring.mcq;
    expect(precheck?.({ Options: ['True', 'False'], answer: 1 })).toBeUndefined();
    expect(precheck?.({ Options: ['a', 'b', 'c', 'd', 'e', 'f'], answer: 5 })).toBeUndefined();
    expect(precheck?.({ Options: ['a', 'b', 'c'], answer: 3 })).toBe(
      'The correct option must be one of the 3 options: answer must be 0 to 2.',
    );
    expect(precheck?.({ Options: ['only'], answer: 0 })).toBe(
      'A multiple-choice question has 2 to 6 options.',
    );
    expect(precheck?.({ Options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], answer: 0 })).toBe(
      'A multiple-choice question has 2 to 6 options.',
    );
  });

  it('reads optional Option5 and Option6 columns, the AnswerIndex within the options given', () => {
    const mcqTemplate = questionAuthoring.mcq.spreadsheet!;
    const four = { Title: 'T', Option1: 'a', Option2: 'b', Option3: 'c', Option4: 'd' };
    expect(mcqTemplate.fromRow({ ...four, Option5: 'e', Option6: 'f', AnswerIndex: '5' })).toEqual({
      ok: true,
      value: { Title: 'T', Options: ['a', 'b', 'c', 'd', 'e', 'f'], answer: 5 },
    });
    expect(mcqTemplate.fromRow({ ...four, Option5: 'e', AnswerIndex: '5' })).toEqual({
      ok: false,
      error: 'AnswerIndex must be 0–4',
    });
    expect(mcqTemplate.fromRow({ ...four, AnswerIndex: '4' })).toEqual({
      ok: false,
      error: 'AnswerIndex must be 0–3',
    });
    expect(mcqTemplate.optionalColumns).toEqual(['Option5', 'Option6']);
  });

  it('stores no authored HTML field a type does not have', () => {
    for (const authoring of Object.values(questionAuthoring)) {
      for (const field of authoring.htmlFields) expect(authoring.stored).toHaveProperty(field);
    }
  });
});

describe('the schemas of what a student sees, sends and is shown back', () => {
  const base = { id: 'q', level: 'L1', Duration: 1 } as const;
  const questions: { [K in QuestionTypeName]: QuestionOf<K> } = {
    mcq: { ...base, type: 'mcq', Title: 'T', Options: ['a', 'b'], answer: 1, image: '/api/files/x' },
    findAnswer: {
      ...base,
      type: 'findAnswer',
      Title: 'T',
      questions: [{ question: 'Who?', answer: 'Asha' }],
    },
    essay: { ...base, type: 'essay', Title: 'T', essayType: 'short' },
    video: {
      ...base,
      type: 'video',
      videoFile: '',
      long: [{ question: 'L' }],
      short: [],
      mcq: [{ question: 'M', options: ['a', 'b', 'c', 'd'], answer: 2 }],
    },
    compiler: {
      ...base,
      type: 'compiler',
      codeQuestion: 'C',
      code: { Python: { defaultCode: '' } },
      testcases: [
        { input: '1', expectedOutput: '1', isHidden: false },
        { input: '2', expectedOutput: '2', isHidden: true },
      ],
      timeLimitMs: 1000,
      memoryLimitMb: 64,
    },
  };
  // every shape each type's parseAnswer takes, the empty answer aside
  const answers: { [K in QuestionTypeName]: unknown[] } = {
    mcq: [-1, 0, 5],
    findAnswer: [[], ['a', null, { studentAnswer: 'b' }, { studentAnswer: null }, {}]],
    essay: ['', 'text'],
    video: [{}, { long: ['a', null], short: [], mcq: [-1, 3, null] }],
    compiler: [
      { answerCode: 'print(1)', codeLanguage: 'Python' },
      { codeLanguage: 'Cpp', code: { Cpp: { answerCode: 'int main(){}' } }, totalTestCases: 3 },
    ],
  };

  it("describes each type's student view, and nothing of its key", () => {
    for (const name of QUESTION_TYPE_NAMES) {
      const view = Type.Object(questionAuthoring[name].view, { additionalProperties: false });
      const { id, type, level, Duration, marks, ...own } = studentViewOf(questions[name]);
      expect(Value.Check(view, own), name).toBe(true);
    }
  });

  it("takes every answer its type takes, and no other type's answer", () => {
    for (const name of QUESTION_TYPE_NAMES) {
      for (const answer of answers[name]) {
        expect(gradeAnswer(questions[name], answer).ok, `${name} ${JSON.stringify(answer)}`).toBe(true);
        const fits = QUESTION_TYPE_NAMES.filter((other) =>
          Value.Check(questionAuthoring[other].answer, answer),
        );
        expect(fits, JSON.stringify(answer)).toEqual([name]);
      }
    }
  });

  it('stores a skip (no answer sent) as its type says, graded empty and worth nothing', () => {
    for (const name of QUESTION_TYPE_NAMES) {
      const { noAnswer, parseAnswer } = questionTypes[name] as PluginOf<QuestionTypeName>;
      expect(parseAnswer(undefined), name).toEqual({ ok: true, value: noAnswer });
      expect(parseAnswer(null), name).toEqual({ ok: true, value: noAnswer });
      expect(gradeAnswer(questions[name], undefined), name).toMatchObject({
        ok: true,
        value: { status: 'graded', marks: 0, empty: true },
      });
    }
  });

  it('describes the key a released result shows', () => {
    for (const name of QUESTION_TYPE_NAMES) {
      const { key } = questionAuthoring[name] as Authoring;
      const shown = answerKeyOf(questions[name]);
      if (key) expect(Value.Check(key, shown), name).toBe(true);
      else expect(shown, name).toBeUndefined();
    }
  });
});

import { messages } from '@placement/contract';
import { QUESTION_TYPE_NAMES } from '@placement/domain';
import { describe, expect, it } from 'vitest';
import { webQuestionTypes } from './registry';

const isComponent = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' &&
    value !== null &&
    (value as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy'));

describe('the web question-type registry', () => {
  it('has a folder for every type the domain knows, in the domain order', () => {
    expect([...webQuestionTypes.keys()]).toEqual(QUESTION_TYPE_NAMES);
  });

  it.each(QUESTION_TYPE_NAMES)('%s has its authoring form, renderer and review', (name) => {
    const questionType = webQuestionTypes.get(name);
    expect(questionType?.type).toBe(name);
    // the editor's and the reviewer's parts may be lazy (React.lazy), the take-assessment renderer never is
    expect(isComponent(questionType?.AuthoringForm)).toBe(true);
    expect(questionType?.Renderer).toBeTypeOf('function');
    expect(isComponent(questionType?.Review)).toBe(true);
  });

  it('a multiple-choice answer is required on Next, and sent as -1 when skipped', async () => {
    const mcq = webQuestionTypes.get('mcq');
    expect(await mcq?.responseFor('next', null, null)).toHaveProperty('missing');
    expect(await mcq?.responseFor('skip', 2, null)).toEqual({ response: -1 });
    expect(await mcq?.responseFor('timeout', null, null)).toEqual({ response: -1 });
    expect(await mcq?.responseFor('next', 1, null)).toEqual({ response: 1 });
  });

  it("a new coding question compares outputs with the standard checker (DMOJ's), an existing one keeps its own", () => {
    const compiler = webQuestionTypes.get('compiler');
    const draft = compiler?.emptyDraft();
    expect(compiler?.bodyOf(draft as never)).toMatchObject({ checker: { kind: 'standard' } });
    const stored = { ...(compiler?.bodyOf(draft as never) as object), checker: { kind: 'tokens' } };
    expect(compiler?.bodyOf(compiler.draftOf(stored as never) as never)).toMatchObject({
      checker: { kind: 'tokens' },
    });
    const { checker: _none, ...exact } = stored as { checker: unknown };
    expect(compiler?.bodyOf(compiler.draftOf(exact as never) as never)).not.toHaveProperty('checker');
  });

  it('a new multiple-choice draft has no key, and cannot be saved until one is chosen (also in a video part)', () => {
    const mcq = webQuestionTypes.get('mcq');
    const draft = mcq?.emptyDraft() as { answer: number | null };
    expect(draft.answer).toBeNull();
    expect(mcq?.problemOf?.(draft)).toBe(messages.mcqKeyMissing);
    expect(mcq?.problemOf?.({ ...draft, answer: 0 })).toBeNull();
    const video = webQuestionTypes.get('video');
    const part = { key: 'k', question: 'Which?', options: ['a', 'b', 'c', 'd'], answer: null };
    const videoDraft = { videoFile: 'v', long: [], short: [], mcq: [part] };
    expect(video?.problemOf?.(videoDraft)).toContain(messages.mcqKeyMissing);
    expect(video?.problemOf?.({ ...videoDraft, mcq: [{ ...part, answer: 3 }] })).toBeNull();
  });

  it('a draft goes back to the body it came from', () => {
    const findAnswer = webQuestionTypes.get('findAnswer');
    const stored = {
      _id: 'q',
      topicId: 't',
      type: 'findAnswer' as const,
      level: 'L1' as const,
      Duration: 2,
      marks: null,
      verification: null,
      Title: '<p>Git</p>',
      questions: [{ question: 'Who created Git?', answer: 'Linus Torvalds' }],
    };
    expect(findAnswer?.bodyOf(findAnswer.draftOf(stored))).toEqual({
      Title: '<p>Git</p>',
      questions: [{ question: 'Who created Git?', answer: 'Linus Torvalds' }],
    });
  });
});

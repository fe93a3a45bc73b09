import { describe, expect, it } from 'vitest';
import { type VideoQuestion, video } from './video';

const question: VideoQuestion = {
  id: 'v1',
  type: 'video',
  level: 'L1',
  Duration: 15,
  marks: 4,
  videoFile: '/videos/talk.mp4',
  long: [{ question: 'Summarise the talk.' }],
  short: [],
  mcq: [
    { question: 'Speaker?', options: ['A', 'B', 'C', 'D'], answer: 2 },
    { question: 'Topic?', options: ['W', 'X', 'Y', 'Z'], answer: 0 },
    { question: 'Length?', options: ['1', '2', '3', '4'], answer: 3 },
  ],
};

describe('video', () => {
  it('shows the parts without the mcq keys', () => {
    const view = video.studentView(question);
    expect(view.mcq[0]).toEqual({ question: 'Speaker?', options: ['A', 'B', 'C', 'D'] });
    expect(JSON.stringify(view)).not.toContain('"answer"');
  });

  it('parses the long, short and mcq lists, each optional', () => {
    expect(video.parseAnswer({ long: ['text'], mcq: [2, -1] })).toEqual({
      ok: true,
      value: { long: ['text'], short: [], mcq: [2, -1] },
    });
    expect(video.parseAnswer(null)).toEqual({ ok: true, value: { long: [], short: [], mcq: [] } });
  });

  it.each([
    ['a list', []],
    ['a bad option', { mcq: [4] }],
    ['a non-text long part', { long: [1] }],
    ['a short part that is not a list', { short: 'text' }],
  ])('rejects %s', (_, raw) => {
    expect(video.parseAnswer(raw).ok).toBe(false);
  });

  it('grades mcq parts alone when the text parts are empty', () => {
    expect(video.grade(question, { long: [''], short: [], mcq: [2, 0, 1] }, {})).toEqual({
      status: 'graded',
      marks: 2,
      maxMarks: 4,
      correct: false,
      empty: false,
    });
  });

  it('waits for a person when a text part is written, keeping the mcq marks', () => {
    expect(video.grade(question, { long: ['It was about tests.'], short: [], mcq: [2, 0, 3] }, {})).toEqual({
      status: 'pending',
      maxMarks: 4,
      autoMarks: 3,
    });
  });

  it('treats an answer with nothing chosen or written as a skip', () => {
    expect(video.grade(question, { long: [], short: [], mcq: [-1] }, {})).toMatchObject({
      marks: 0,
      empty: true,
    });
  });

  it('gives full marks to a question with only mcq parts all right', () => {
    const mcqOnly = { ...question, long: [] };
    expect(video.grade(mcqOnly, { long: [], short: [], mcq: [2, 0, 3] }, {})).toMatchObject({
      marks: 4,
      correct: true,
    });
  });
});

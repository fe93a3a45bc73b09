/**
 * What closing QuestionState.question costs the answer route's serializer: fast-json-stringify built from the
 * reply with the open question (a record of anything) and with the closed one (the union of the types' student
 * views), each serializing a realistic ResponseReply for every question type.
 */
import { cpus, loadavg } from 'node:os';
import { ResponseReply, StudentQuestion } from '@placement/contract';
import fastJson from 'fast-json-stringify';
import { Type } from 'typebox';

const ROUNDS = 100_000;

const openReply = Type.Intersect([
  Type.Object({ success: Type.Literal(true) }),
  Type.Object({
    ...ResponseReply.allOf[1].properties,
    question: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  }),
]);

const base = { _id: 'q1', id: 'q1', level: 'L2', Duration: 3, marks: 2 };
const questions = {
  mcq: {
    ...base,
    type: 'mcq',
    Title: '<p>Which sorting algorithm is stable?</p>',
    Options: ['Quick sort', 'Heap sort', 'Merge sort', 'Selection sort'],
  },
  findAnswer: {
    ...base,
    type: 'findAnswer',
    Title: '<p>Git was created by Linus Torvalds in 2005 to manage the Linux kernel.</p>',
    questions: [{ question: 'Who created Git?' }, { question: 'When?' }],
  },
  essay: { ...base, type: 'essay', Title: '<p>Describe a project you are proud of.</p>', essayType: 'long' },
  video: {
    ...base,
    type: 'video',
    videoFile: '/api/files/abc123',
    long: [{ question: 'Summarise the talk.' }],
    short: [{ question: 'Name the speaker.' }],
    mcq: [{ question: 'Which year?', options: ['2001', '2005', '2010', '2015'] }],
  },
  compiler: {
    ...base,
    type: 'compiler',
    codeQuestion: '<p>Read n and print the sum of 1..n.</p>',
    code: {
      Python: { defaultCode: 'n = int(input())\n' },
      Cpp: { defaultCode: '#include <iostream>\nint main() {}\n' },
    },
    testcases: [
      { input: '3\n', expectedOutput: '6\n' },
      { input: '10\n', expectedOutput: '55\n' },
    ],
    hiddenTestCases: 5,
    timeLimitMs: 1000,
    memoryLimitMb: 256,
  },
};
const replyFor = (question: unknown) => ({
  success: true,
  question,
  topic: 'Algorithms',
  topicName: 'Algorithms',
  topicType: 'mcq',
  topicIndex: 1,
  count: 7,
  isLast: false,
  questionRemainingSeconds: 180,
  finished: false,
});

function perReplyMicros(serialize: (value: unknown) => string, reply: unknown): number {
  for (let i = 0; i < 10_000; i++) serialize(reply);
  const start = process.hrtime.bigint();
  for (let i = 0; i < ROUNDS; i++) serialize(reply);
  return Number(process.hrtime.bigint() - start) / 1000 / ROUNDS;
}

const open = fastJson(openReply as object);
const closed = fastJson(ResponseReply as object);
console.log(
  `node ${process.version}, ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`question type  open µs/reply  closed µs/reply  extra`);
for (const [type, question] of Object.entries(questions)) {
  const reply = replyFor(question);
  if (open(reply) === '' || closed(reply) !== JSON.stringify(reply)) {
    console.log(`${type}: closed output differs`, closed(reply));
  }
  const o = perReplyMicros(open, reply);
  const c = perReplyMicros(closed, reply);
  console.log(
    `${type.padEnd(14)} ${o.toFixed(2).padStart(13)}  ${c.toFixed(2).padStart(15)}  ${(c - o).toFixed(2)}`,
  );
}
console.log(
  `StudentQuestion members: ${StudentQuestion.anyOf.length}; load average after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

import {
  assessments,
  invitations,
  type QuestionVerification,
  questions,
  type Tx,
  topics,
} from '@placement/db';
import type { QuestionTypeName } from '@placement/domain';

type Level = 'L1' | 'L2' | 'L3';
type Mcq = [title: string, options: [string, string, string, string], answer: 0 | 1 | 2 | 3];

const aptitude: Record<Level, Mcq[]> = {
  L1: [
    ['What is 15% of 200?', ['15', '30', '45', '20'], 1],
    [
      'A train travels 60 km in 1 hour. How far does it go in 2.5 hours?',
      ['120 km', '140 km', '150 km', '160 km'],
      2,
    ],
    ['What is the next number: 2, 4, 8, 16, …?', ['18', '24', '32', '30'], 2],
  ],
  L2: [
    ['A shirt costs ₹800 after a 20% discount. What was its price?', ['₹960', '₹1,000', '₹1,040', '₹900'], 1],
    ['Two pipes fill a tank in 6 and 12 hours. Together they fill it in:', ['3 h', '4 h', '5 h', '9 h'], 1],
    [
      'The average of 5 numbers is 20. Adding a sixth makes it 21. The sixth is:',
      ['21', '24', '26', '30'],
      2,
    ],
  ],
  L3: [
    ['A sum doubles in 5 years at simple interest. The yearly rate is:', ['10%', '15%', '20%', '25%'], 2],
    ['How many ways can 4 people sit in a row?', ['12', '16', '24', '64'], 2],
    ['P(at least one head) in 3 fair coin tosses is:', ['1/2', '3/4', '7/8', '5/8'], 2],
  ],
};

const reasoning: Record<Level, Mcq[]> = {
  L1: [
    ['Find the odd one out: Apple, Mango, Carrot, Banana', ['Apple', 'Mango', 'Carrot', 'Banana'], 2],
    ['If CAT is coded 3-1-20, DOG is coded:', ['4-15-7', '4-14-7', '3-15-7', '4-15-8'], 0],
    [
      'All roses are flowers. Some flowers fade. So:',
      ['All roses fade', 'Some roses fade', 'No conclusion about roses fading', 'No rose fades'],
      2,
    ],
  ],
  L2: [
    [
      'A is B’s brother; C is A’s mother. How is C related to B?',
      ['Aunt', 'Mother', 'Sister', 'Grandmother'],
      1,
    ],
    ['Facing north, you turn right twice then left once. You face:', ['East', 'West', 'South', 'North'], 0],
    ['Next in series: AZ, BY, CX, …', ['DV', 'DW', 'EW', 'DX'], 1],
  ],
  L3: [
    ['Clock shows 3:15. The angle between the hands is:', ['0°', '7.5°', '15°', '22.5°'], 1],
    [
      'In a row of 40, Ravi is 12th from the left. From the right he is:',
      ['28th', '29th', '30th', '27th'],
      1,
    ],
    [
      'If 5 machines make 5 parts in 5 minutes, 100 machines make 100 parts in:',
      ['1 min', '5 min', '20 min', '100 min'],
      1,
    ],
  ],
};

const csBasics: Mcq[] = [
  ['Which data structure serves elements first-in, first-out?', ['Stack', 'Queue', 'Tree', 'Graph'], 1],
  [
    'The time complexity of binary search on a sorted array is:',
    ['O(n)', 'O(log n)', 'O(n log n)', 'O(1)'],
    1,
  ],
];

const sumCode = {
  Python: { defaultCode: 'a, b = map(int, input().split())\n# print the sum of a and b\n' },
  C: {
    defaultCode:
      '#include <stdio.h>\n\nint main(void) {\n    long long a, b;\n    scanf("%lld %lld", &a, &b);\n    /* print the sum */\n    return 0;\n}\n',
  },
  Cpp: {
    defaultCode:
      '#include <iostream>\n\nint main() {\n    long long a, b;\n    std::cin >> a >> b;\n    // print the sum\n    return 0;\n}\n',
  },
  Java: {
    defaultCode:
      'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        long a = in.nextLong(), b = in.nextLong();\n        // print the sum\n    }\n}\n',
  },
  JavaScript: {
    defaultCode:
      "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n// print the sum of a and b\n",
  },
};

export const DEMO_ADAPTIVE = 'Aptitude and Reasoning (adaptive)';
export const DEMO_LINEAR = 'Software Engineer Screening';

interface Ids {
  collegeId: string;
  staffId: string | null;
  studentIds: string[];
  /** the clip of the video question ('' for none) */
  videoFile?: string;
}

async function topic(
  tx: Tx,
  collegeId: string,
  heading: string,
  description: string,
  type: QuestionTypeName,
) {
  const [row] = await tx.insert(topics).values({ collegeId, heading, description, type }).returning();
  if (!row) throw new Error('topic insert failed');
  return row.id;
}

async function question(
  tx: Tx,
  topicId: string,
  type: string,
  level: Level,
  duration: number,
  body: Record<string, unknown>,
  verification: QuestionVerification | null = null,
) {
  const [row] = await tx
    .insert(questions)
    .values({ topicId, type: type as 'mcq', level, duration, body, verification })
    .returning({ id: questions.id });
  if (!row) throw new Error('question insert failed');
  return row.id;
}

async function mcqTopic(
  tx: Tx,
  collegeId: string,
  heading: string,
  description: string,
  bank: Record<Level, Mcq[]>,
) {
  const topicId = await topic(tx, collegeId, heading, description, 'mcq');
  const questionIds: string[] = [];
  for (const level of ['L1', 'L2', 'L3'] as const) {
    for (const [Title, Options, answer] of bank[level]) {
      questionIds.push(
        await question(tx, topicId, 'mcq', level, 2, { Title: `<p>${Title}</p>`, Options, answer }),
      );
    }
  }
  return { topicId, questionIds, totalL1Question: 3, totalL2Question: 3, totalL3Question: 3 };
}

/** Two demo assessments, open now and for a year, invited to the demo college's students. */
export async function seedDemoAssessments(tx: Tx, ids: Ids, now = new Date()): Promise<void> {
  const startDate = new Date(now.getTime() - 86_400_000);
  const endDate = new Date(now.getTime() + 365 * 86_400_000);
  const common = {
    collegeId: ids.collegeId,
    createdBy: ids.staffId,
    startDate,
    endDate,
    status: 'published' as const,
    publishedAt: now,
  };
  // both demo tests proctor alike: tabs and noise counted, faces flagged, no camera required
  const proctoring = {
    isCameraRequired: false,
    maxTabSwitches: 5,
    maxAudioLimitExceedCount: 10,
    maxCameraSwitches: 5,
    faceEventPolicy: 'flag' as const,
    maxFaceEvents: 5,
    fullscreenExitPolicy: 'end' as const,
    connectionLossPolicy: 'end' as const,
    connectionPauseCapMinutes: 15,
    maxAddedMinutes: 60,
    invigilatorMaxAddedMinutes: 15,
  };

  const quant = await mcqTopic(
    tx,
    ids.collegeId,
    'Quantitative Aptitude',
    'Percentages, rates, averages, permutations and probability.',
    aptitude,
  );
  const logic = await mcqTopic(
    tx,
    ids.collegeId,
    'Logical Reasoning',
    'Series, coding, directions, relations and puzzles.',
    reasoning,
  );
  const [adaptive] = await tx
    .insert(assessments)
    .values({
      ...common,
      name: DEMO_ADAPTIVE,
      description:
        'An adaptive aptitude test: answer correctly to move up from beginner (L1) to advanced (L3) questions.',
      isAdaptive: true,
      totalTime: 30,
      totalAttempts: 2,
      config: {
        instructions: [
          {
            title: 'Adaptive levels',
            description: 'Answer one third of a level correctly to move up a level.',
          },
        ],
        ...proctoring,
        enableRandomShuffling: true,
        resultPolicy: 'auto',
      },
      plan: [quant, logic],
    })
    .returning();

  const cs = await topic(
    tx,
    ids.collegeId,
    'Computer Science Basics',
    'Data structures and complexity.',
    'mcq',
  );
  const csIds = [];
  for (const [Title, Options, answer] of csBasics) {
    csIds.push(await question(tx, cs, 'mcq', 'L1', 2, { Title: `<p>${Title}</p>`, Options, answer }));
  }
  const reading = await topic(
    tx,
    ids.collegeId,
    'Reading Comprehension',
    'Read a passage and find the answers in it.',
    'findAnswer',
  );
  const readingId = await question(tx, reading, 'findAnswer', 'L2', 5, {
    Title:
      '<p>Git is a distributed version control system created by Linus Torvalds in 2005 for the development of the Linux kernel. Every clone is a full repository with complete history.</p>',
    questions: [
      { question: 'Who created Git?', answer: 'Linus Torvalds' },
      { question: 'In which year was Git created?', answer: '2005' },
    ],
  });
  const writing = await topic(
    tx,
    ids.collegeId,
    'Written Communication',
    'Explain your thinking in clear prose.',
    'essay',
  );
  const essayId = await question(tx, writing, 'essay', 'L2', 10, {
    Title: '<p>Describe a project you are proud of: the problem, your part in it and what you learnt.</p>',
    essayType: 'long',
  });
  const explain = await topic(
    tx,
    ids.collegeId,
    'Video Explanation',
    'Watch a short clip on binary search and answer questions on it.',
    'video',
  );
  const videoId = await question(tx, explain, 'video', 'L2', 10, {
    videoFile: ids.videoFile ?? '',
    long: [{ question: 'Explain in your own words how binary search finds an element.' }],
    short: [{ question: 'Name one precondition for binary search.' }],
    mcq: [
      {
        question: 'Binary search halves the search range at each step.',
        options: ['True', 'False', 'Only for strings', 'Only for trees'],
        answer: 0,
      },
    ],
  });
  const coding = await topic(
    tx,
    ids.collegeId,
    'Coding',
    'Write a program that passes every testcase.',
    'compiler',
  );
  const codingId = await question(
    tx,
    coding,
    'compiler',
    'L1',
    15,
    {
      codeQuestion:
        '<p>Read two integers <code>a</code> and <code>b</code> separated by a space and print their sum.</p><p>Constraints: −10<sup>12</sup> ≤ a, b ≤ 10<sup>12</sup></p>',
      code: sumCode,
      testcases: [
        { input: '2 3\n', expectedOutput: '5\n', isHidden: false },
        { input: '-7 7\n', expectedOutput: '0\n', isHidden: false },
        { input: '1000000000000 1000000000000\n', expectedOutput: '2000000000000\n', isHidden: true },
        { input: '-5 -6\n', expectedOutput: '-11\n', isHidden: true },
      ],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      referenceSolution: { language: 'Python', code: 'a, b = map(int, input().split())\nprint(a + b)\n' },
      wrongSolutions: [
        {
          language: 'C',
          code: '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
        },
      ],
    },
    {
      // The demo's expected outputs were written by hand; a college re-runs the check with "Verify".
      status: 'passed',
      checkedAt: now.toISOString(),
      message: 'Demo question: expected outputs written by hand',
      reference: [],
      wrongSolutions: [],
    },
  );
  const [linear] = await tx
    .insert(assessments)
    .values({
      ...common,
      name: DEMO_LINEAR,
      description:
        'A screening test for software engineering roles: fundamentals, reading, writing, a short video and one coding problem.',
      isAdaptive: false,
      totalTime: 60,
      totalAttempts: 1,
      config: {
        instructions: [
          {
            title: 'Coding',
            description: 'Run your code against the sample testcases before you press Next.',
          },
        ],
        ...proctoring,
        enableRandomShuffling: false,
        resultPolicy: 'auto',
      },
      plan: [
        { topicId: cs, questionIds: csIds },
        { topicId: reading, questionIds: [readingId] },
        { topicId: writing, questionIds: [essayId] },
        { topicId: explain, questionIds: [videoId] },
        { topicId: coding, questionIds: [codingId] },
      ],
    })
    .returning();
  if (!adaptive || !linear) throw new Error('assessment insert failed');
  for (const studentId of ids.studentIds) {
    await tx.insert(invitations).values([
      { assessmentId: adaptive.id, studentId },
      { assessmentId: linear.id, studentId },
    ]);
  }
}

import { messages } from '@placement/contract';
import { userFiles } from '@placement/db';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let other: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  const second = await otherCollege(platform.app);
  other = await api.login(second.email, second.password, 'college');
});
afterAll(() => platform.close());

function upload(url: string, token: string, name: string, data: Buffer, type = 'text/csv') {
  const boundary = 'QBBOUNDARY';
  return platform.app.inject({
    method: 'POST',
    url,
    headers: { 'auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function topic(type: string, token = staff) {
  const reply = await api.post<{ topic: { _id: string } }>(
    '/api/college/qb/topics',
    { Heading: `T ${type} ${Math.random()}`, Description: 'd', Type: type },
    token,
  );
  expect(reply.status).toBe(200);
  return reply.body.topic._id;
}

const mcq = {
  level: 'L1',
  Duration: 1,
  Title: '<p>2 + 2?</p><script>alert(1)</script>',
  Options: ['3', '4', '5', '6'],
  answer: 1,
};

const header = 'Title,Option1,Option2,Option3,Option4,AnswerIndex,QuestionLevel,Duration\n';

describe('topics and questions', () => {
  it('creates a topic and an mcq, sanitizing its HTML, and lists it with per-level counts', async () => {
    const id = await topic('mcq');
    const added = await api.post<{ question: { Title: string; answer: number } }>(
      `/api/college/qb/topics/${id}/questions`,
      mcq,
      staff,
    );
    expect(added.status).toBe(200);
    expect(added.body.question.Title).toBe('<p>2 + 2?</p>');
    expect(added.body.question.answer).toBe(1);
    const topics = await api.get<{ topics: { _id: string; totalL1Question: number }[] }>(
      '/api/college/qb/topics',
      staff,
    );
    expect(topics.body.topics.find((t) => t._id === id)?.totalL1Question).toBe(1);
    const listed = await api.get<{ total: number }>(
      `/api/college/qb/topics/${id}/questions?level=L1&search=2 %2B 2`,
      staff,
    );
    expect(listed.body.total).toBe(1);
  });

  it('returns every field a question stored, whatever its type, alone and in its list', async () => {
    const common = { level: 'L2', Duration: 3, marks: 4 };
    const bodies = {
      mcq: { Title: '<p>Pick</p>', Options: ['a', 'b', 'c', 'd'], answer: 2, image: '/img.png' },
      findAnswer: { Title: '<p>Passage</p>', questions: [{ question: 'Who?', answer: 'Ada' }] },
      essay: { Title: '<p>Write</p>', essayType: 'short' },
      video: {
        videoFile: '',
        long: [{ question: 'Explain' }],
        short: [{ question: 'Name one' }],
        mcq: [{ question: 'True?', options: ['y', 'n', 'm', 'x'], answer: 0 }],
      },
      compiler: {
        codeQuestion: '<p>Echo</p>',
        code: { Python: { defaultCode: 'print()' } },
        testcases: [{ input: '1\n', expectedOutput: '1\n', isHidden: false }],
        timeLimitMs: 1000,
        memoryLimitMb: 64,
        referenceSolution: { language: 'Python', code: 'print(input())' },
        wrongSolutions: [{ language: 'Python', code: 'print(2)' }],
      },
    };
    for (const [type, body] of Object.entries(bodies)) {
      const topicId = await topic(type);
      const added = await api.post<{ question: { _id: string } }>(
        `/api/college/qb/topics/${topicId}/questions`,
        { ...common, ...body },
        staff,
      );
      expect(added.status).toBe(200);
      const whole = {
        _id: added.body.question._id,
        topicId,
        type,
        ...common,
        ...body,
        verification: null,
      };
      expect(added.body.question).toEqual(whole);
      const alone = await api.get(`/api/college/qb/questions/${whole._id}`, staff);
      expect(alone.body).toEqual({ success: true, question: whole });
      const listed = await api.get(`/api/college/qb/topics/${topicId}/questions`, staff);
      expect(listed.body).toEqual({ success: true, questions: [whole], total: 1 });
    }
  });

  it('checks a question against its topic type', async () => {
    const id = await topic('mcq');
    const bad = await api.post(`/api/college/qb/topics/${id}/questions`, { ...mcq, answer: 4 }, staff);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('answer');
    const essayShaped = await api.post(
      `/api/college/qb/topics/${id}/questions`,
      { level: 'L1', Duration: 5, Title: 'x', essayType: 'long' },
      staff,
    );
    expect(essayShaped.status).toBe(400);
  });

  it('saves an mcq of 2 and of 6 options, and refuses a key beyond the options or a seventh option', async () => {
    const id = await topic('mcq');
    const url = `/api/college/qb/topics/${id}/questions`;
    const two = await api.post<{ question: { Options: string[]; answer: number } }>(
      url,
      { ...mcq, Options: ['True', 'False'], answer: 1 },
      staff,
    );
    expect(two.status).toBe(200);
    expect(two.body.question).toMatchObject({ Options: ['True', 'False'], answer: 1 });
    const six = await api.post<{ question: { Options: string[]; answer: number } }>(
      url,
      { ...mcq, Options: ['a', 'b', 'c', 'd', 'e', 'f'], answer: 5 },
      staff,
    );
    expect(six.status).toBe(200);
    expect(six.body.question.Options).toHaveLength(6);
    const beyond = await api.post<{ message: string }>(
      url,
      { ...mcq, Options: ['a', 'b', 'c'], answer: 3 },
      staff,
    );
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(messages.mcqKeyOutOfRange(3));
    for (const Options of [['alone'], ['a', 'b', 'c', 'd', 'e', 'f', 'g']]) {
      const refused = await api.post<{ message: string }>(url, { ...mcq, Options, answer: 0 }, staff);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.mcqOptionCount);
    }
    const listed = await api.get<{ total: number }>(url, staff);
    expect(listed.body.total).toBe(2);
  });

  it('imports Option5 and Option6 columns after the template four', async () => {
    const id = await topic('mcq');
    const csv = `${header.trimEnd()},Option5,Option6\nQ,a,b,c,d,5,L1,1,e,f\nR,a,b,c,d,4,L1,1,e,\n`;
    const reply = await upload(`/api/college/qb/topics/${id}/import`, staff, 'six.csv', Buffer.from(csv));
    expect(reply.json()).toMatchObject({ success: true, imported: 2 });
    const listed = await api.get<{ questions: { Options: string[]; answer: number }[] }>(
      `/api/college/qb/topics/${id}/questions`,
      staff,
    );
    const lengths = listed.body.questions.map((q) => q.Options.length).sort();
    expect(lengths).toEqual([5, 6]);
  });

  it('refuses an mcq without a key (no answer, or a null one) on create and on edit, naming the answer', async () => {
    const id = await topic('mcq');
    const { answer: _key, ...keyless } = mcq;
    for (const body of [keyless, { ...mcq, answer: null }]) {
      const refused = await api.post<{ message: string }>(
        `/api/college/qb/topics/${id}/questions`,
        body,
        staff,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.mcqKeyMissing);
    }
    const saved = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      mcq,
      staff,
    );
    expect(saved.status).toBe(200);
    const edited = await api.put<{ message: string }>(
      `/api/college/qb/questions/${saved.body.question._id}`,
      keyless,
      staff,
    );
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe(messages.mcqKeyMissing);
  });

  it("hides one college's topics and questions from another (404), and refuses students", async () => {
    const id = await topic('mcq');
    expect((await api.get(`/api/college/qb/topics/${id}/questions`, other)).status).toBe(404);
    expect((await api.post(`/api/college/qb/topics/${id}/questions`, mcq, other)).status).toBe(404);
    const theirs = await api.get<{ topics: { _id: string }[] }>('/api/college/qb/topics', other);
    expect(theirs.body.topics.some((t) => t._id === id)).toBe(false);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await api.get('/api/college/qb/topics', student)).status).toBe(403);
    expect((await api.get('/api/college/qb/topics')).status).toBe(401);
  });
});

describe('import', () => {
  it('reports every bad row and imports nothing until all are good', async () => {
    const id = await topic('mcq');
    const rows = [
      'Q1,a,b,c,d,0,L1,1',
      'Q2,a,b,c,d,1,beginner,1',
      'Q3,a,b,c,d,2,intermediate,2',
      'Q4,a,b,c,d,3,advanced,2',
      'Q5,a,b,c,d,1,L2,1',
      'Q6,a,b,c,,1,L2,1',
      'Q7,a,b,c,d,4,L2,1',
      'Q8,a,b,c,d,1,L9,1',
    ];
    const bad = await upload(
      `/api/college/qb/topics/${id}/import`,
      staff,
      'mcq.csv',
      Buffer.from(header + rows.join('\n')),
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({
      success: false,
      imported: 0,
      errors: [
        { row: 7, message: 'Option1 to Option4 are all required' },
        { row: 8, message: 'AnswerIndex must be 0–3' },
        { row: 9, message: 'QuestionLevel must be L1, L2 or L3 (or beginner, intermediate, advanced)' },
      ],
    });
    const none = await api.get<{ total: number }>(`/api/college/qb/topics/${id}/questions`, staff);
    expect(none.body.total).toBe(0);

    const good = await upload(
      `/api/college/qb/topics/${id}/import`,
      staff,
      'mcq.csv',
      Buffer.from(header + rows.slice(0, 5).join('\n')),
    );
    expect(good.json()).toMatchObject({ success: true, imported: 5 });
    const topics = await api.get<{
      topics: { _id: string; totalL1Question: number; totalL2Question: number; totalL3Question: number }[];
    }>('/api/college/qb/topics', staff);
    expect(topics.body.topics.find((t) => t._id === id)).toMatchObject({
      totalL1Question: 2,
      totalL2Question: 2,
      totalL3Question: 1,
    });
  });

  it('reads the XLSX template it hands out', async () => {
    const id = await topic('mcq');
    const template = await platform.app.inject({
      method: 'GET',
      url: '/api/college/qb/templates/mcq',
      headers: { 'auth-token': staff },
    });
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Title',
      'Option1',
      'Option2',
      'Option3',
      'Option4',
      'AnswerIndex',
      'QuestionLevel',
      'Duration',
    ]);
    sheet.addRow(['Capital of France?', 'Rome', 'Paris', 'Oslo', 'Bern', 1, 'L1', 1]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const reply = await upload(
      `/api/college/qb/topics/${id}/import`,
      staff,
      'mcq.xlsx',
      data,
      'application/octet-stream',
    );
    expect(reply.json()).toMatchObject({ success: true, imported: 2 });
  });

  it('refuses a wrong header, a binary file and a missing file with clear messages', async () => {
    const id = await topic('mcq');
    const wrong = await upload(
      `/api/college/qb/topics/${id}/import`,
      staff,
      'x.csv',
      Buffer.from('Question,A,B\nq,a,b\n'),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `The header row must be exactly: ${header.trim()} (optionally followed by Option5,Option6)`,
    );
    const binary = await upload(
      `/api/college/qb/topics/${id}/import`,
      staff,
      'x.csv',
      Buffer.from([0, 1, 2, 255, 254]),
    );
    expect(binary.statusCode).toBe(400);
    const empty = await platform.app.inject({
      method: 'POST',
      url: `/api/college/qb/topics/${id}/import`,
      headers: { 'auth-token': staff },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('coding gate', () => {
  const coding = {
    level: 'L1',
    Duration: 10,
    codeQuestion: '<p>Print the square of n.</p>',
    code: { Python: { defaultCode: 'n = int(input())\n' } },
    testcases: [
      { input: '3\n', isHidden: false },
      { input: '-4\n', isHidden: true },
      { input: '10\n', expectedOutput: '100\n', isHidden: true },
    ],
    timeLimitMs: 2000,
    memoryLimitMb: 128,
    referenceSolution: { language: 'Python', code: 'n = int(input())\nprint(n * n)\n' },
    wrongSolutions: [{ language: 'Python', code: 'n = int(input())\nprint(abs(n) * n)\n' }],
  };

  it("judges with the question's checker: a float answer within tolerance passes only under float", async () => {
    const id = await topic('compiler');
    const floats = {
      ...coding,
      testcases: [{ input: '2\n', expectedOutput: '1.4142135\n', isHidden: false }],
      referenceSolution: { language: 'JavaScript', code: 'console.log(Math.sqrt(2));\n' },
      wrongSolutions: [],
    };
    const verifyWith = async (checker?: object) => {
      const added = await api.post<{ question: { _id: string; checker?: object } }>(
        `/api/college/qb/topics/${id}/questions`,
        checker ? { ...floats, checker } : floats,
        staff,
      );
      expect(added.status).toBe(200);
      expect(added.body.question.checker).toEqual(checker);
      const verify = await api.post<{ verification: { status: string } }>(
        `/api/college/qb/questions/${added.body.question._id}/verify`,
        {},
        staff,
      );
      return verify.body.verification.status;
    };
    expect(await verifyWith()).toBe('failed');
    expect(await verifyWith({ kind: 'standard' })).toBe('failed');
    expect(await verifyWith({ kind: 'tokens' })).toBe('failed');
    expect(await verifyWith({ kind: 'float', absolute: 1e-6 })).toBe('passed');
    const bad = await api.post(
      `/api/college/qb/topics/${id}/questions`,
      { ...floats, checker: { kind: 'custom' } },
      staff,
    );
    expect(bad.status).toBe(400);
  });

  describe('a custom checker', () => {
    // "print the divisors of n in any order": the author's checker accepts any order
    const anyOrder = {
      kind: 'custom',
      language: 'Python',
      code: [
        'import sys',
        'n = int(open(sys.argv[1]).read())',
        'got = open(sys.argv[3]).read().split()',
        'want = [str(d) for d in range(1, n + 1) if n % d == 0]',
        'sys.exit(0 if sorted(got) == sorted(want) else 1)',
      ].join('\n'),
    };
    const divisors = {
      ...coding,
      codeQuestion: '<p>Print the divisors of n, in any order.</p>',
      testcases: [
        { input: '6\n', expectedOutput: '1 2 3 6\n', isHidden: false },
        { input: '12\n', isHidden: true },
      ],
      checker: anyOrder,
      referenceSolution: {
        language: 'Python',
        code: 'n = int(input())\nprint(*[d for d in range(n, 0, -1) if n % d == 0])\n',
      },
      wrongSolutions: [{ language: 'Python', code: 'n = int(input())\nprint(1, n)\n' }],
    };

    async function verify(body: object) {
      const id = await topic('compiler');
      const added = await api.post<{ question: { _id: string; checker?: object } }>(
        `/api/college/qb/topics/${id}/questions`,
        body,
        staff,
      );
      expect(added.status).toBe(200);
      const reply = await api.post<{
        verification: { status: string; message: string; reference: { verdict: string; error: string }[] };
      }>(`/api/college/qb/questions/${added.body.question._id}/verify`, {}, staff);
      expect(reply.status).toBe(200);
      return { question: added.body.question, verification: reply.body.verification };
    }

    it('is stored with the question and passes a reference in another order than the expected output', async () => {
      const { question, verification } = await verify(divisors);
      expect(question.checker).toEqual(anyOrder);
      expect(verification).toMatchObject({ status: 'passed' });
      expect(verification.reference.map((r) => r.verdict)).toEqual(['accepted', 'accepted']);
    });

    it('refuses the question when the checker rejects the reference, and publishing says why', async () => {
      // a checker that, by mistake, wants the expected order
      const strict = {
        ...anyOrder,
        code: 'import sys\nsame = open(sys.argv[2]).read().split() == open(sys.argv[3]).read().split()\nprint("" if same else "order matters")\nsys.exit(0 if same else 1)\n',
      };
      const { question, verification } = await verify({ ...divisors, checker: strict });
      expect(verification.status).toBe('failed');
      expect(verification.message).toBe('The custom checker rejects the reference solution on testcase 1');
      expect(verification.reference[0]).toMatchObject({ verdict: 'wrong_answer', error: 'order matters' });

      const topicId = (
        await api.get<{ question: { topicId: string } }>(`/api/college/qb/questions/${question._id}`, staff)
      ).body.question.topicId;
      const assessment = await api.post<{ assessment: { _id: string } }>(
        '/api/college/assessments',
        {
          name: 'Checker gate',
          description: '',
          isAdaptive: false,
          totalTime: 10,
          totalAttempts: 1,
          startDate: new Date(Date.now() - 60_000).toISOString(),
          endDate: new Date(Date.now() + 86_400_000).toISOString(),
          topics: [{ topicId }],
        },
        staff,
      );
      expect(assessment.status).toBe(200);
      const publish = await api.post<{ message: string }>(
        `/api/college/assessments/${assessment.body.assessment._id}/publish`,
        {},
        staff,
      );
      expect(publish.status).toBe(400);
      expect(publish.body.message).toBe(
        `Coding question ${question._id} cannot be published until its reference solution passes every testcase (The custom checker rejects the reference solution on testcase 1)`,
      );
    });

    it('refuses the question when the checker itself fails, showing the author how', async () => {
      const crashing = {
        ...anyOrder,
        code: 'import sys\nprint("cannot parse", file=sys.stderr)\nsys.exit(2)\n',
      };
      const { verification } = await verify({ ...divisors, checker: crashing });
      expect(verification.message).toBe(
        'The custom checker failed on testcase 1: it must exit 0 to accept or 1 to reject',
      );
      expect(verification.reference[0]?.verdict).toBe('internal_error');
      expect(verification.reference[0]?.error).toContain('cannot parse');
      const broken = await verify({
        ...divisors,
        checker: { ...anyOrder, language: 'C', code: 'int main( {' },
      });
      expect(broken.verification.message).toBe('The custom checker does not compile');
    });

    it('is refused without a language or code, with a message that says which', async () => {
      const id = await topic('compiler');
      const add = (checker: object) =>
        api.post<{ message: string }>(
          `/api/college/qb/topics/${id}/questions`,
          { ...divisors, checker },
          staff,
        );
      const noLanguage = await add({ kind: 'custom', language: 'Rust', code: 'fn main() {}' });
      expect(noLanguage.status).toBe(400);
      expect(noLanguage.body.message).toBe(messages.customCheckerLanguage);
      const noCode = await add({ kind: 'custom', language: 'Python', code: '  \n' });
      expect(noCode.status).toBe(400);
      expect(noCode.body.message).toBe(messages.customCheckerCode);
    });
  });

  it('fills expected outputs from the reference solution and checks that a wrong solution fails', async () => {
    const id = await topic('compiler');
    const added = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      coding,
      staff,
    );
    expect(added.status).toBe(200);
    const verify = await api.post<{ verification: { status: string; wrongSolutions: { failed: number }[] } }>(
      `/api/college/qb/questions/${added.body.question._id}/verify`,
      {},
      staff,
    );
    expect(verify.status).toBe(200);
    expect(verify.body.verification.status).toBe('passed');
    expect(verify.body.verification.wrongSolutions[0]!.failed).toBe(1);
    const listed = await api.get<{ questions: { testcases: { expectedOutput: string }[] }[] }>(
      `/api/college/qb/topics/${id}/questions`,
      staff,
    );
    expect(listed.body.questions[0]!.testcases.map((t) => t.expectedOutput)).toEqual([
      '9\n',
      '16\n',
      '100\n',
    ]);
  });

  it('fails a question whose reference solution is wrong, or whose wrong solution slips through', async () => {
    const id = await topic('compiler');
    const broken = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      { ...coding, referenceSolution: { language: 'Python', code: 'print(0)\n' }, wrongSolutions: [] },
      staff,
    );
    const verify = await api.post<{ verification: { status: string; message: string } }>(
      `/api/college/qb/questions/${broken.body.question._id}/verify`,
      {},
      staff,
    );
    expect(verify.body.verification).toMatchObject({
      status: 'failed',
      message: 'The reference solution does not pass every testcase',
    });

    const weak = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      {
        ...coding,
        testcases: [{ input: '3\n', isHidden: false }],
        wrongSolutions: [{ language: 'Python', code: 'n = int(input())\nprint(abs(n) * n)\n' }],
      },
      staff,
    );
    const weakVerify = await api.post<{ verification: { status: string; message: string } }>(
      `/api/college/qb/questions/${weak.body.question._id}/verify`,
      {},
      staff,
    );
    expect(weakVerify.body.verification).toMatchObject({
      status: 'failed',
      message: 'A known-wrong solution passes every testcase: add a testcase that catches it',
    });
  });

  it('says so when a blank expected output would need more than the judge keeps of the reference output', async () => {
    const id = await topic('compiler');
    const added = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      {
        ...coding,
        testcases: [{ input: '3\n', isHidden: false }],
        referenceSolution: { language: 'Python', code: "input()\nprint('x' * (5 * 1024 * 1024))\n" },
        wrongSolutions: [],
      },
      staff,
    );
    const verify = await api.post<{ verification: { status: string; message: string } }>(
      `/api/college/qb/questions/${added.body.question._id}/verify`,
      {},
      staff,
    );
    expect(verify.body.verification).toMatchObject({
      status: 'failed',
      message:
        "The reference solution prints more than 4 MiB on testcase 1, too much to fill a blank expected output: upload that testcase's expected output",
    });
  });
});

describe('single question', () => {
  it('reads a question of its own or of a shared topic, never another college’s', async () => {
    const id = await topic('mcq');
    const added = await api.post<{ question: { _id: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      mcq,
      staff,
    );
    const questionId = added.body.question._id;
    const read = await api.get<{ question: { _id: string; answer: number; topicId: string } }>(
      `/api/college/qb/questions/${questionId}`,
      staff,
    );
    expect(read.status).toBe(200);
    expect(read.body.question).toMatchObject({ _id: questionId, answer: 1, topicId: id });
    expect((await api.get(`/api/college/qb/questions/${questionId}`, other)).status).toBe(404);
    expect((await api.get('/api/college/qb/questions/nosuchquestion', staff)).status).toBe(404);

    const admin = await api.login('admin@demo.test', 'Admin@1234', 'admin');
    const shared = await api.post<{ topic: { _id: string } }>(
      '/api/admin/topics',
      { Heading: `Shared ${Math.random()}`, Description: 'd', Type: 'mcq' },
      admin,
    );
    const sharedQuestion = await api.post<{ question: { _id: string } }>(
      `/api/admin/topics/${shared.body.topic._id}/questions`,
      mcq,
      admin,
    );
    const url = `/api/college/qb/questions/${sharedQuestion.body.question._id}`;
    expect((await api.get(url, other)).status).toBe(200);
    expect((await api.put(url, mcq, other)).status).toBe(404);
  });
});

describe('question videos', () => {
  // the first bytes of a WebM file: an EBML header whose DocType is "webm"
  const webm = (size: number) => {
    const data = Buffer.alloc(size);
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]).copy(data);
    data.write('webm', 12);
    return data;
  };
  const video = (videoFile: string) => ({
    level: 'L1',
    Duration: 3,
    videoFile,
    long: [{ question: 'What did the speaker argue?' }],
    short: [],
    mcq: [],
  });

  it('streams an upload into storage, shows it to the college only, and lets a video question use it', async () => {
    const uploaded = await upload('/api/college/qb/videos', staff, 'talk.webm', webm(300_000), 'video/webm');
    expect(uploaded.statusCode).toBe(200);
    const { url, size, contentType } = uploaded.json().video;
    expect({ size, contentType }).toEqual({ size: 300_000, contentType: 'video/webm' });

    const student = await api.login('student@demo.test', 'Student@123');
    const played = await platform.app.inject({ method: 'GET', url, headers: { 'auth-token': student } });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('video/webm');
    expect(played.rawPayload.subarray(0, 16)).toEqual(webm(16));
    const stranger = await platform.app.inject({ method: 'GET', url, headers: { 'auth-token': other } });
    expect(stranger.statusCode).toBe(404);

    const id = await topic('video');
    const added = await api.post<{ question: { videoFile: string } }>(
      `/api/college/qb/topics/${id}/questions`,
      video(url),
      staff,
    );
    expect(added.status).toBe(200);
    expect(added.body.question.videoFile).toBe(url);

    const theirTopic = await topic('video', other);
    const borrowed = await api.post(`/api/college/qb/topics/${theirTopic}/questions`, video(url), other);
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.message).toBe('videoFile is not a video uploaded by your college');
    const external = await api.post(
      `/api/college/qb/topics/${id}/questions`,
      video('https://example.com/clip.mp4'),
      staff,
    );
    expect(external.status).toBe(400);
  });

  it('refuses what is not a video, a missing file, students, and a file over 100 MB', async () => {
    const pdf = await upload(
      '/api/college/qb/videos',
      staff,
      'talk.webm',
      Buffer.from('%PDF-1.4 not a video'),
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toMatch(/MP4, WEBM, OGV only/);
    const empty = await upload('/api/college/qb/videos', staff, 'talk.webm', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await upload('/api/college/qb/videos', student, 'a.webm', webm(100))).statusCode).toBe(403);

    const huge = await upload('/api/college/qb/videos', staff, 'long.webm', webm(100 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    const kept = await platform.app.deps.db
      .select({ n: count() })
      .from(userFiles)
      .where(eq(userFiles.name, 'long.webm'));
    expect(kept[0]?.n).toBe(0);
  });
});

import { COHORT_MESSAGES, type CollegeCohortReply } from '@placement/contract';
import { assessments, attempts, newId, users } from '@placement/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { seedCohortDrive } from '../../test/cohort-drive';
import { otherCollege } from '../../test/colleges';
import { startTestPlatform, type TestPlatform } from '../../test/harness';

/** #33 cohort view: a drive's candidates ranked by overall and by skill, for the college's staff only. */

let platform: TestPlatform;
let api: ReturnType<typeof client>;
let staff: string;
let drive: Awaited<ReturnType<typeof seedCohortDrive>>;
let otherCollegeId: string;

const cohortUrl = (ids: string[], extra = '') =>
  `/api/college/cohort?${ids.map((id) => `assessments=${id}`).join('&')}${extra}`;
const get = (url: string, token = staff) => api.get<CollegeCohortReply>(url, token);
const names = (reply: { body: CollegeCohortReply }) => reply.body.candidates.map((c) => c.name);
const download = (url: string, token = staff) =>
  platform.app.inject({ method: 'GET', url, headers: { 'auth-token': token } });

beforeAll(async () => {
  platform = await startTestPlatform();
  api = client(platform.app);
  staff = await api.login('college@demo.test', 'College@123', 'college');
  drive = await seedCohortDrive(platform.app.deps.db, platform.collegeId, 'Cohort');
  otherCollegeId = (await otherCollege(platform.app)).collegeId;
});
afterAll(() => platform.close());

/** A copy of the aptitude round with one attempt each of the given students (their first there). */
async function aptitudeCopy(people: string[]) {
  const { db } = platform.app.deps;
  const [source] = await db.select().from(assessments).where(eq(assessments.id, drive.aptitudeId));
  const [copy] = await db
    .insert(assessments)
    .values({ ...source!, id: newId(), name: `Copy ${newId().slice(0, 4)}` })
    .returning();
  for (const studentId of people) {
    const [first] = await db.select().from(attempts).where(eq(attempts.studentId, studentId)).limit(1);
    await db.insert(attempts).values({ ...first!, id: newId(), assessmentId: copy!.id, number: 1 });
  }
  return copy!.id;
}

describe('GET /api/college/cohort', () => {
  it('ranks the drive by overall: equals share a rank, a test not taken is shown, essays waiting are counted', async () => {
    const reply = await get(cohortUrl([drive.aptitudeId, drive.codingId]));
    expect(reply.status).toBe(200);
    const { body } = reply;
    expect(body.attempts).toBe('first');
    expect(body.tests.map((t) => t.name)).toEqual(['Cohort Aptitude Round', 'Cohort Coding Round']);
    expect(body.skills).toEqual(['Aptitude', 'Coding', 'Verbal']);
    expect(body.total).toBe(5);
    // Esha's aptitude round and Farid's only attempt wait for an essay's marks: left out, counted
    expect(body.awaitingGrading).toBe(2);
    expect(body.candidates.map((c) => [c.name, c.rank, c.overall, c.testsTaken])).toEqual([
      ['Asha Rao', 1, 85.84, 2],
      ['Chitra Nair', 2, 70, 1],
      ['Dev Shah', 2, 70, 2],
      ['Esha Das', 4, 66.67, 1],
      ['Bala Iyer', 5, 62.5, 2],
    ]);
    const chitra = body.candidates[1]!;
    expect(chitra.tests.map((t) => t.status)).toEqual(['graded', 'notTaken']);
    expect(chitra.email).toBe('cohort-chitra@demo.test');
    expect(body.candidates[3]!.tests.map((t) => t.status)).toEqual(['awaitingGrading', 'graded']);
    // a skill is its topics across both tests: Asha's Aptitude is 9 + 8 of 10 + 10
    expect(body.candidates[0]!.skills).toEqual([
      { skill: 'Aptitude', score: 17, maxScore: 20, percentage: 85, rank: 1 },
      { skill: 'Coding', score: 18, maxScore: 20, percentage: 90, rank: 1 },
      { skill: 'Verbal', score: 8, maxScore: 10, percentage: 80, rank: 2 },
    ]);
    expect(chitra.skills[1]).toEqual({
      skill: 'Coding',
      score: 0,
      maxScore: 0,
      percentage: null,
      rank: null,
    });
    // the attempt behind a figure, and the time taken, for the side-by-side comparison
    expect(body.candidates[0]!.tests[0]).toMatchObject({ percentage: 85, secondsTaken: 1500 });
    expect(body.candidates[0]!.tests[0]!.attemptId).toEqual(expect.any(String));
  });

  it('takes each student’s first attempt by default, their best with attempts=best', async () => {
    const first = await get(cohortUrl([drive.aptitudeId, drive.codingId]));
    const bala = first.body.candidates.find((c) => c.name === 'Bala Iyer')!;
    expect(bala.tests[0]!.percentage).toBe(75);
    const best = await get(cohortUrl([drive.aptitudeId, drive.codingId], '&attempts=best'));
    expect(best.body.attempts).toBe('best');
    expect(best.body.candidates.map((c) => [c.name, c.rank, c.overall])).toContainEqual([
      'Bala Iyer',
      2,
      72.5,
    ]);
  });

  it('keeps those at or above the cut-offs, ranks still among the whole cohort; sorts by a skill', async () => {
    const coding = await get(cohortUrl([drive.aptitudeId, drive.codingId], '&cutoff=Coding:75'));
    expect(coding.status).toBe(200);
    // Chitra never took the coding round: nothing shows she has the skill
    expect(coding.body.candidates.map((c) => [c.name, c.rank])).toEqual([
      ['Asha Rao', 1],
      ['Dev Shah', 2],
    ]);
    expect(coding.body.total).toBe(5);
    const overall = await get(cohortUrl([drive.aptitudeId, drive.codingId], '&minOverall=70'));
    expect(names(overall)).toEqual(['Asha Rao', 'Chitra Nair', 'Dev Shah']);
    const both = await get(
      cohortUrl(
        [drive.aptitudeId, drive.codingId],
        `&minOverall=70&cutoff=${encodeURIComponent('verbal:70')}`,
      ),
    );
    expect(names(both)).toEqual(['Asha Rao', 'Dev Shah']);
    const byVerbal = await get(cohortUrl([drive.aptitudeId, drive.codingId], '&sort=Verbal'));
    // Esha has no verbal figure: last
    expect(names(byVerbal)).toEqual(['Bala Iyer', 'Asha Rao', 'Dev Shah', 'Chitra Nair', 'Esha Das']);
  });

  it('a cohort of one, and of none', async () => {
    const one = await get(cohortUrl([await aptitudeCopy([drive.students['Dev Shah']!])]));
    expect(one.status).toBe(200);
    expect(one.body.candidates.map((c) => [c.name, c.rank])).toEqual([['Dev Shah', 1]]);
    expect(one.body.candidates[0]!.skills.map((s) => s.rank)).toEqual([1, 1]);
    const none = await get(cohortUrl([await aptitudeCopy([])]));
    expect(none.body).toMatchObject({ total: 0, candidates: [], skills: [], awaitingGrading: 0 });
  });

  it('never includes a student of another college, even one with an attempt at the college’s test', async () => {
    const { db } = platform.app.deps;
    const [moved] = await db
      .insert(users)
      .values({ role: 'student', email: 'moved@other.test', firstName: 'Moved', collegeId: otherCollegeId })
      .returning();
    const testId = await aptitudeCopy([drive.students['Asha Rao']!]);
    const [asha] = await db.select().from(attempts).where(eq(attempts.assessmentId, testId));
    await db.insert(attempts).values({ ...asha!, id: newId(), studentId: moved!.id, percentage: 99 });
    const reply = await get(cohortUrl([testId]));
    expect(names(reply)).toEqual(['Asha Rao']);
  });

  it('only the college’s own staff: another college gets 404, a student or a company 403', async () => {
    const other = await api.login('staff@other.test', 'Other@1234', 'college');
    const hidden = await get(cohortUrl([drive.aptitudeId]), other);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(COHORT_MESSAGES.unknownTest);
    // one of its own beside ours is no way in either
    const otherTest = await aptitudeCopy([]);
    await platform.app.deps.db
      .update(assessments)
      .set({ collegeId: otherCollegeId })
      .where(eq(assessments.id, otherTest));
    expect((await get(cohortUrl([otherTest, drive.aptitudeId]), other)).status).toBe(404);
    expect((await get(cohortUrl([otherTest, drive.aptitudeId]))).status).toBe(404);
    const student = await api.login('student@demo.test', 'Student@123');
    expect((await get(cohortUrl([drive.aptitudeId]), student)).status).toBe(403);
    const company = await api.login('company@demo.test', 'Company@123', 'company');
    expect((await get(cohortUrl([drive.aptitudeId]), company)).status).toBe(403);
    expect((await api.get(cohortUrl([drive.aptitudeId]))).status).toBe(401);
  });

  it('refuses bad input with a message: no or too many assessments, unknown ids, bad cut-offs', async () => {
    const cases: [string, number, string | RegExp][] = [
      ['/api/college/cohort', 400, COHORT_MESSAGES.noTests],
      [cohortUrl(Array.from({ length: 11 }, () => drive.aptitudeId)), 400, COHORT_MESSAGES.tooManyTests],
      [cohortUrl([drive.aptitudeId, 'nosuchassessment']), 404, COHORT_MESSAGES.unknownTest],
      // a malformed id in the address (a link cut short or mangled) is one that names nothing, in the same words
      [cohortUrl([drive.aptitudeId, 'no%20such!']), 404, COHORT_MESSAGES.unknownTest],
      [cohortUrl(['x'.repeat(80)]), 404, COHORT_MESSAGES.unknownTest],
      [cohortUrl(['']), 404, COHORT_MESSAGES.unknownTest],
      [cohortUrl([drive.aptitudeId], '&cutoff=Aptitude'), 400, /such as “Aptitude:60”/],
      [cohortUrl([drive.aptitudeId], '&cutoff=Aptitude:120'), 400, /from 0 to 100/],
      [cohortUrl([drive.aptitudeId], '&cutoff=Coding:50'), 400, /No skill named “Coding”/],
      [cohortUrl([drive.aptitudeId], '&sort=Chemistry'), 400, /No skill named “Chemistry”/],
      [cohortUrl([drive.aptitudeId], '&minOverall=150'), 400, /minOverall/],
      [cohortUrl([drive.aptitudeId], '&attempts=last'), 400, /attempts/],
    ];
    for (const [url, status, message] of cases) {
      const reply = await get(url);
      expect([url, reply.status]).toEqual([url, status]);
      if (typeof message === 'string') expect(reply.body.message).toBe(message);
      else expect(reply.body.message).toMatch(message);
    }
    // the export's address too, and a malformed candidate to compare
    const file = await download(`${cohortUrl(['bad.id']).replace('/cohort?', '/cohort/export?')}&format=csv`);
    expect([file.statusCode, file.json().message]).toEqual([404, COHORT_MESSAGES.unknownTest]);
    const compare = await download(
      `${cohortUrl([drive.aptitudeId]).replace('/cohort?', '/cohort/export?')}&format=csv&compare=a.b`,
    );
    expect([compare.statusCode, compare.json().message]).toEqual([400, COHORT_MESSAGES.notCandidate]);
    // the same test twice is one test
    const twice = await get(cohortUrl([drive.aptitudeId, drive.aptitudeId]));
    expect(twice.body.tests).toHaveLength(1);
  });
});

describe('GET /api/college/cohort/export', () => {
  const both = () => [drive.aptitudeId, drive.codingId];
  const exportUrl = (extra: string) => cohortUrl(both(), extra).replace('/cohort?', '/cohort/export?');

  it('downloads the ranked table with its filters as CSV, and as XLSX', async () => {
    const csv = await download(exportUrl('&format=csv&cutoff=Coding:75'));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/drive-cohort-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Rank,Name,Email,Overall (%),Tests taken,Aptitude (%),Coding (%),Verbal (%),' +
        'Cohort Aptitude Round (%),Cohort Coding Round (%),Time taken (s)',
    );
    expect(lines.slice(1)).toEqual([
      '1,Asha Rao,cohort-asha@demo.test,85.84,2,85,90,80,85,86.67,3300',
      '2,Dev Shah,cohort-dev@demo.test,70,2,60,80,70,70,70,4500',
    ]);
    const all = await download(exportUrl('&format=csv'));
    expect(all.body).toContain('4,Esha Das,cohort-esha@demo.test,66.67,1,60,70,,Awaiting marks,66.67,1200');
    expect(all.body).toContain('Chitra Nair,cohort-chitra@demo.test,70,1,80,,60,70,Not taken,1200');
    const xlsx = await download(exportUrl(''));
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('puts up to four candidates side by side: per skill, per test and time', async () => {
    const ids = [drive.students['Chitra Nair'], drive.students['Asha Rao']];
    const csv = await download(exportUrl(`&format=csv${ids.map((id) => `&compare=${id}`).join('')}`));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/drive-comparison-/);
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Measure,Chitra Nair,Asha Rao',
      'Overall (%),70,85.84',
      'Rank,2,1',
      'Tests taken,1,2',
      'Skill: Aptitude (%),80,85',
      'Skill: Coding (%),,90',
      'Skill: Verbal (%),60,80',
      'Test: Cohort Aptitude Round (%),70,85',
      'Test: Cohort Coding Round (%),Not taken,86.67',
      'Time: Cohort Aptitude Round (s),1200,1500',
      'Time: Cohort Coding Round (s),Not taken,1800',
      'Total time (s),1200,3300',
    ]);
    const five = Object.values(drive.students).slice(0, 5);
    const tooMany = await download(exportUrl(five.map((id) => `&compare=${id}`).join('')));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(COHORT_MESSAGES.tooManyCompared);
    // Farid only waits for marks: not a candidate; nor is anyone outside the cohort
    for (const id of [drive.students['Farid Khan'], 'nosuchstudent']) {
      const refused = await download(exportUrl(`&compare=${id}`));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Only candidates of this cohort can be compared.');
    }
  });

  it('another college’s staff cannot download it', async () => {
    const other = await api.login('staff@other.test', 'Other@1234', 'college');
    expect((await download(exportUrl('&format=csv'), other)).statusCode).toBe(404);
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addMcq, createTopic, publishLinear } from './support/college';
import { freshCollegeStudent } from './support/portal';
import {
  collegeToken,
  expect,
  expectNoSeriousAxe,
  ok,
  signInPage,
  staffToken,
  test,
  unique,
} from './support/staff';

/** #19 item 15: the college and a company the student applied to see the same profile, CV included. */

const PDF = Buffer.from('%PDF-1.4\n% recruiter view test\n'.padEnd(400, ' '));

type Step = { question: { _id: string } | null };

/** The fresh student answers every question (option 1 of each mcq) and ends the test. */
async function takeTest(request: APIRequestContext, token: string, testId: string) {
  const headers = { 'auth-token': token };
  let step = (
    await ok<{ firstQuestion: Step }>(
      await request.post(`/api/student/test/start/${testId}`, { headers, data: {} }),
    )
  ).firstQuestion;
  for (let guard = 0; step.question && guard < 20; guard++) {
    step = await ok<Step>(
      await request.post(`/api/student/test/response/non-adaptive/${testId}`, {
        headers,
        data: { response: 1, questionId: step.question._id },
      }),
    );
  }
  await ok(await request.post(`/api/student/test/end/${testId}`, { headers, data: { endType: 'manual' } }));
}

async function expectProfile(page: Page, testName: string) {
  const main = page.getByRole('main');
  const contact = main.getByRole('region', { name: 'Contact' });
  await expect(contact).toContainText('Demo College');
  await expect(contact).toContainText('Pune, Maharashtra');
  await expect(contact).toContainText('I build compilers for fun.');
  await expect(main).not.toContainText('2003-05-17');
  await expect(main).not.toContainText('Hidden Lane');
  await expect(main.getByRole('list', { name: 'Education' })).toContainText('B.Tech, Computer Science');
  await expect(main.getByRole('list', { name: 'Education' })).toContainText('2021 – 2025 · CGPA 8.7');
  await expect(main.getByRole('list', { name: 'Skills' })).toContainText('Rust');
  await expect(main.getByRole('link', { name: 'https://github.com/recruit-me' })).toBeVisible();
  const results = main.getByRole('table', { name: 'Assessment results released by the college' });
  await expect(results).toContainText(testName);
  await expect(results).toContainText('2 / 2 (100%)');
  await downloadsPdf(page, main.getByRole('button', { name: 'Download Recruit CV.pdf' }), 'Recruit CV.pdf');
}

async function downloadsPdf(page: Page, button: Locator, name: string) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
}

/** Nothing on the page is wider than the phone: the page never scrolls sideways. */
async function expectFitsThePhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the college and the company an applicant applied to see the profile, CV and released results', async ({
  company,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await freshCollegeStudent(request, 'Recruit');
  const headers = { 'auth-token': student.token };
  await ok(
    await request.put('/api/student/profile/update/personal', {
      headers,
      data: {
        dateOfBirth: '2003-05-17',
        address: '7 Hidden Lane',
        city: 'Pune',
        state: 'Maharashtra',
        about: 'I build compilers for fun.',
      },
    }),
  );
  await ok(
    await request.post('/api/student/profile/update/education', {
      headers,
      data: {
        institute: 'College of Engineering Pune',
        degree: 'B.Tech',
        field: 'Computer Science',
        startYear: 2021,
        endYear: 2025,
        grade: '8.7',
        gradeType: 'cgpa',
      },
    }),
  );
  await ok(
    await request.post('/api/student/profile/update/skill', { headers, data: { skills: ['Rust', 'SQL'] } }),
  );
  await ok(
    await request.post('/api/student/profile/update/link', {
      headers,
      data: { links: { github: 'https://github.com/recruit-me' } },
    }),
  );
  await ok(
    await request.post('/api/student/profile/update/cv', {
      headers,
      multipart: { file0: { name: 'Recruit CV.pdf', mimeType: 'application/pdf', buffer: PDF } },
    }),
  );

  // a test of the college, results released automatically: the student scores 2 of 2
  const topic = await createTopic(request, unique('Recruiter topic'), 'mcq');
  const questionIds = [await addMcq(request, topic._id, 'One?'), await addMcq(request, topic._id, 'Two?')];
  const testName = unique('Recruiter test');
  const testId = await publishLinear(request, testName, [{ topicId: topic._id, questionIds }], {
    studentIds: [student.id],
  });
  await takeTest(request, student.token, testId);

  // the student applies to a job of the demo company
  const companyHeaders = { 'auth-token': await staffToken(request, 'company') };
  const { job } = await ok<{ job: { _id: string } }>(
    await request.post('/api/company/jobs', {
      headers: companyHeaders,
      data: { title: unique('Compiler Engineer'), workplaceType: 'remote', employmentType: 'full-time' },
    }),
  );
  await ok(await request.post(`/api/student/jobs/${job._id}/apply`, { headers, data: {} }));

  // the company opens the applicant from the job's list
  await company.goto(`/company/jobs/${job._id}`);
  await company.getByRole('link', { name: 'Profile of Recruit Tester' }).click();
  await expect(company).toHaveURL(/\/company\/applications\/[^/]+$/);
  await expect(company.getByRole('heading', { name: 'Recruit Tester', level: 1 })).toBeVisible();
  await expectProfile(company, testName);
  await company.getByLabel('Status of Recruit Tester').selectOption('shortlisted');
  await expect(company.getByLabel('Status of Recruit Tester')).toHaveValue('shortlisted');
  await expectNoSeriousAxe(company);

  // a second test the proctoring ended: the company reads why beside its 0, never a bare 0 (#28 item 9.3)
  const abortedName = unique('Recruiter aborted');
  const abortedId = await publishLinear(request, abortedName, [{ topicId: topic._id, questionIds }], {
    studentIds: [student.id],
  });
  await ok(await request.post(`/api/student/test/start/${abortedId}`, { headers, data: {} }));
  await ok(
    await request.post(`/api/student/test/end/${abortedId}`, {
      headers,
      data: { endType: { type: 'auto', description: 'Tab switch limit reached' } },
    }),
  );
  await company.reload();
  const aborted = company
    .getByRole('table', { name: 'Assessment results released by the college' })
    .getByRole('row', { name: new RegExp(abortedName) });
  await expect(aborted).toContainText('0 / 2 (0%)Ended early: Too many tab switches');

  // on a 390 px phone the profile fits, and every region that scrolls can be reached by keyboard (#28 item 9.4, 9.5)
  await company.setViewportSize({ width: 390, height: 844 });
  await expectFitsThePhone(company);
  await expectNoSeriousAxe(company);

  // the college's page of the student shows the same profile
  const collegeContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const college = await collegeContext.newPage();
  await signInPage(college, 'collegeToken', await collegeToken(request));
  await college.goto(`/college/students/${student.id}`);
  await expect(college.getByRole('heading', { name: 'Recruit Tester', level: 1 })).toBeVisible();
  await expectProfile(college, testName);
  await expect(college.getByRole('region', { name: 'All attempts' })).toContainText(testName);

  // the college's results of the test on a 390 px phone: the table scrolls in its own named region
  await college.setViewportSize({ width: 390, height: 844 });
  await expectFitsThePhone(college);
  await expectNoSeriousAxe(college);
  await college.goto(`/college/assessments/${testId}/results`);
  await expect(college.getByRole('table', { name: 'Results per student' })).toContainText('Recruit Tester');
  await expectFitsThePhone(college);
  await expectNoSeriousAxe(college);
  await collegeContext.close();
});

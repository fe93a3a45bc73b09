import { companies, jobs, questions, topics, users } from '@placement/db';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADAPTIVE, DEMO_LINEAR } from '../demo/assessments';
import type { UserRow } from '../plugins/auth';
import { startSession } from '../services/account/sessions';
import { assessmentNamed, userId } from '../test/assessments';
import { client } from '../test/client';
import { otherCollege } from '../test/colleges';
import { startTestPlatform, type TestPlatform } from '../test/harness';

/**
 * Every route × every kind of caller → what must happen. The table is checked against the server's own
 * list of routes (its OpenAPI description): a route without a row fails the test.
 *
 * 'pass'    the caller is let through (whatever the handler then says of the empty or dummy input)
 * 401, 403  exactly that
 * 'hidden'  403 or 404: another owner's resource (or 400 when the dummy body fails validation before the
 *           resource is looked up, which reveals nothing)
 * 'refused' some 4xx: refused by the state of things rather than by role (no attempt to answer, say)
 */
type Actor =
  | 'anonymous'
  | 'studentA'
  | 'studentB'
  | 'free'
  | 'staff'
  | 'otherStaff'
  | 'company'
  | 'admin'
  | 'invigilator';
type Expect = 'pass' | 401 | 403 | 'hidden' | 'refused';
type Policy = Record<Actor, Expect>;

const ACTORS: Actor[] = [
  'anonymous',
  'studentA',
  'studentB',
  'free',
  'staff',
  'otherStaff',
  'company',
  'admin',
  // Demo College's invigilator, assigned to every demo test: the live boards only, and never "end now"
  'invigilator',
];
const policy = (allowed: Partial<Record<Actor, Expect>>, others: Expect = 403): Policy =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed[a] ?? (a === 'anonymous' ? 401 : others)])) as Policy;

const everyone: Policy = Object.fromEntries(ACTORS.map((a) => [a, 'pass'])) as Policy;
const signedIn = policy({
  studentA: 'pass',
  studentB: 'pass',
  free: 'pass',
  staff: 'pass',
  otherStaff: 'pass',
  company: 'pass',
  admin: 'pass',
});
const students = policy({ studentA: 'pass', studentB: 'pass', free: 'pass' });
const collegeStudents = policy({ studentA: 'pass', studentB: 'pass', free: 403 });
/** a test of Demo College that studentA and studentB are invited to, and free is not */
const invitedStudents = policy({ studentA: 'pass', studentB: 'pass', free: 'hidden' });
const answering = policy({ studentA: 'pass', studentB: 'refused', free: 'refused' });
const staff = policy({ staff: 'pass', otherStaff: 'pass' });
/** a resource of Demo College */
const demoCollege = policy({ staff: 'pass', otherStaff: 'hidden' });
/** a live board of a Demo College test the demo invigilator is assigned to */
const liveBoard = policy({ staff: 'pass', otherStaff: 'hidden', invigilator: 'pass' });
const invigilator = policy({ invigilator: 'pass' });
const company = policy({ company: 'pass' });
const admin = policy({ admin: 'pass' });
const companyDirectory = policy({
  studentA: 'pass',
  studentB: 'pass',
  free: 403,
  staff: 'pass',
  otherStaff: 'pass',
  company: 'pass',
  admin: 'pass',
});

interface Ids {
  linear: string;
  adaptive: string;
  studentA: string;
  collegeId: string;
  topic: string;
  question: string;
  company: string;
  job: string;
  attemptA: string;
}

const X = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** [method, route as the OpenAPI description spells it, path with ids filled in, policy] */
/** The second factor and password routes every staff portal has, as the student's: for its own role only. */
const accountRoutes = (role: string, own: Policy): [string, string, string, Policy][] =>
  [
    ['GET', '/qr', own],
    ['POST', '/qr', own],
    ['POST', '/otp/send', own],
    ['POST', '/otp/verify', own],
    ['PUT', '/selectAuth', own],
    ['POST', '/password/forgotpassword', everyone],
    ['PUT', '/password/reset/{token}', everyone],
    ['PUT', '/password/update', own],
  ].map(([method, path, policy]) => [
    method as string,
    `/api/${role}${path}`,
    `/api/${role}${(path as string).replace('{token}', X)}`,
    policy as Policy,
  ]);

const table = (ids: Ids): [string, string, string, Policy][] => [
  ['GET', '/api/health', '/api/health', everyone],
  ['GET', '/api/ping', '/api/ping', everyone],
  // LTI: public by design; without a verified launch they answer 400 (each refusal has its own test in lti.test.ts)
  ['GET', '/api/lti/login', '/api/lti/login', everyone],
  ['POST', '/api/lti/login', '/api/lti/login', everyone],
  ['POST', '/api/lti/launch', '/api/lti/launch', everyone],
  ['GET', '/api/lti/handoff', '/api/lti/handoff', everyone],
  ['POST', '/api/lti/session', '/api/lti/session', everyone],
  ['POST', '/api/lti/deep-link', '/api/lti/deep-link', everyone],
  ['GET', '/api/lti/jwks/{collegeId}', `/api/lti/jwks/${ids.collegeId}`, everyone],
  ['GET', '/api/college/lti/platforms', '/api/college/lti/platforms', staff],
  ['POST', '/api/college/lti/platforms', '/api/college/lti/platforms', staff],
  ['PUT', '/api/college/lti/platforms/{platformId}', `/api/college/lti/platforms/${X}`, demoCollege],
  ['DELETE', '/api/college/lti/platforms/{platformId}', `/api/college/lti/platforms/${X}`, demoCollege],
  [
    'GET',
    '/api/college/lti/platforms/{platformId}/activity',
    `/api/college/lti/platforms/${X}/activity`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/lti/platforms/{platformId}/check',
    `/api/college/lti/platforms/${X}/check`,
    demoCollege,
  ],
  ['POST', '/api/admin/lti/keys/rotate', '/api/admin/lti/keys/rotate', admin],
  ['GET', '/api/admin/lti/keys', '/api/admin/lti/keys', admin],
  [
    'GET',
    '/api/college/assessments/{assessmentId}/lms',
    `/api/college/assessments/${ids.linear}/lms`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/assessments/{assessmentId}/lms/courses/{courseId}/roster-sync',
    `/api/college/assessments/${ids.linear}/lms/courses/${X}/roster-sync`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{assessmentId}/lms/roster-syncs/{syncId}',
    `/api/college/assessments/${ids.linear}/lms/roster-syncs/${X}`,
    demoCollege,
  ],
  ['POST', '/api/student/login', '/api/student/login', everyone],
  ['GET', '/api/student/check/invite', '/api/student/check/invite', everyone],
  ['POST', '/api/student/register', '/api/student/register', everyone],
  ['POST', '/api/student/internx-student-register', '/api/student/internx-student-register', everyone],
  ['GET', '/api/student/me', '/api/student/me', students],
  ['GET', '/api/student/logout', '/api/student/logout', students],
  ['GET', '/api/student/loggedin/users', '/api/student/loggedin/users', students],
  ['POST', '/api/student/logout/user/{id}', `/api/student/logout/user/${X}`, students],
  ['POST', '/api/student/remove/logout/user/{id}', `/api/student/remove/logout/user/${X}`, students],
  ['GET', '/api/student/qr', '/api/student/qr', students],
  ['POST', '/api/student/qr', '/api/student/qr', students],
  ['POST', '/api/student/otp/send', '/api/student/otp/send', students],
  ['POST', '/api/student/otp/verify', '/api/student/otp/verify', students],
  ['PUT', '/api/student/selectAuth', '/api/student/selectAuth', students],
  ['POST', '/api/student/password/forgotpassword', '/api/student/password/forgotpassword', everyone],
  ['PUT', '/api/student/password/reset/{token}', `/api/student/password/reset/${X}`, everyone],
  ['PUT', '/api/student/password/update', '/api/student/password/update', students],
  ...accountRoutes('college', staff),
  ...accountRoutes('company', company),
  ...accountRoutes('admin', admin),
  ...accountRoutes('invigilator', invigilator),
  ['POST', '/api/invigilator/login', '/api/invigilator/login', everyone],
  ['GET', '/api/invigilator/me', '/api/invigilator/me', invigilator],
  ['GET', '/api/invigilator/logout', '/api/invigilator/logout', invigilator],
  ['GET', '/api/invigilator/assessments', '/api/invigilator/assessments', invigilator],
  ['POST', '/api/college/invigilators', '/api/college/invigilators', staff],
  ['GET', '/api/college/invigilators', '/api/college/invigilators', staff],
  ['DELETE', '/api/college/invigilators/{id}', `/api/college/invigilators/${X}`, staff],
  ['POST', '/api/college/invigilators/{id}/invitation', `/api/college/invigilators/${X}/invitation`, staff],
  [
    'PUT',
    '/api/college/assessments/{id}/invigilators/{invigilatorId}',
    `/api/college/assessments/${ids.linear}/invigilators/${X}`,
    demoCollege,
  ],
  [
    'DELETE',
    '/api/college/assessments/{id}/invigilators/{invigilatorId}',
    `/api/college/assessments/${ids.linear}/invigilators/${X}`,
    demoCollege,
  ],
  ['GET', '/api/student/test', '/api/student/test', students],
  ['GET', '/api/student/test/{id}', `/api/student/test/${ids.linear}`, invitedStudents],
  ['POST', '/api/student/test/start/{id}', `/api/student/test/start/${ids.linear}`, invitedStudents],
  ['POST', '/api/student/test/response/{testId}', `/api/student/test/response/${ids.adaptive}`, answering],
  [
    'POST',
    '/api/student/test/response/non-adaptive/{testId}',
    `/api/student/test/response/non-adaptive/${ids.linear}`,
    policy({ studentA: 'pass', studentB: 'pass', free: 'refused' }),
  ],
  [
    'POST',
    '/api/student/test/end/{id}',
    `/api/student/test/end/${ids.adaptive}`,
    policy({ studentA: 'pass', studentB: 'refused', free: 'hidden' }),
  ],
  [
    'POST',
    '/api/student/test/{id}/event',
    `/api/student/test/${ids.adaptive}/event`,
    policy({ studentA: 'pass', studentB: 'pass', free: 'hidden' }),
  ],
  [
    'POST',
    '/api/student/test/{id}/screenshot',
    `/api/student/test/${ids.adaptive}/screenshot`,
    policy({ studentA: 'pass', studentB: 'refused', free: 'hidden' }),
  ],
  [
    'GET',
    '/api/student/test/{id}/live',
    `/api/student/test/${ids.adaptive}/live`,
    policy({ studentA: 'pass', studentB: 'refused', free: 'hidden' }),
  ],
  [
    'POST',
    '/api/student/test/{id}/announcements/{announcementId}/acknowledge',
    `/api/student/test/${ids.adaptive}/announcements/${X}/acknowledge`,
    policy({ studentA: 'refused', studentB: 'refused', free: 'hidden' }),
  ],
  ['POST', '/api/compiler/log/{testId}', `/api/compiler/log/${ids.linear}`, invitedStudents],
  ['GET', '/api/compiler/log/{testId}', `/api/compiler/log/${ids.linear}?question=${X}`, invitedStudents],
  [
    'GET',
    '/api/studentDummy/test/result',
    `/api/studentDummy/test/result?studentId=${ids.studentA}`,
    policy({ studentA: 'pass', studentB: 403, free: 403 }),
  ],
  [
    'GET',
    '/api/studentDummy/test/get-details',
    `/api/studentDummy/test/get-details?assessment=${ids.linear}`,
    invitedStudents,
  ],
  ['GET', '/api/student/profile', '/api/student/profile', students],
  ['PUT', '/api/student/update', '/api/student/update', students],
  ['PUT', '/api/student/profile/update/personal', '/api/student/profile/update/personal', students],
  ['POST', '/api/student/profile/update/education', '/api/student/profile/update/education', students],
  ['POST', '/api/student/profile/edit/education', '/api/student/profile/edit/education', students],
  [
    'POST',
    '/api/student/profile/update/education/media',
    '/api/student/profile/update/education/media',
    students,
  ],
  ['POST', '/api/student/profile/update/skill', '/api/student/profile/update/skill', students],
  ['POST', '/api/student/profile/update/link', '/api/student/profile/update/link', students],
  ['POST', '/api/student/profile/update/cv', '/api/student/profile/update/cv', students],
  ['DELETE', '/api/student/profile/cv/{id}', `/api/student/profile/cv/${X}`, students],
  ['PUT', '/api/student/profile/update/avatar', '/api/student/profile/update/avatar', students],
  ['POST', '/api/student/profile/update/avatar', '/api/student/profile/update/avatar', students],
  ['GET', '/api/student/dashboard/newjobs', '/api/student/dashboard/newjobs', students],
  ['GET', '/api/student/companies', '/api/student/companies', collegeStudents],
  ['GET', '/api/student/profile/attendance', '/api/student/profile/attendance', students],
  ['GET', '/api/student/settings/notifications', '/api/student/settings/notifications', students],
  ['PUT', '/api/student/settings/notifications', '/api/student/settings/notifications', students],
  ['GET', '/api/student/inbox/getMails', '/api/student/inbox/getMails', collegeStudents],
  ['POST', '/api/student/inbox/search', '/api/student/inbox/search', collegeStudents],
  ['GET', '/api/student/inbox/mail/{id}', `/api/student/inbox/mail/${X}`, collegeStudents],
  ['GET', '/api/student/inbox/contacts', '/api/student/inbox/contacts', collegeStudents],
  ['POST', '/api/student/inbox/sendMail', '/api/student/inbox/sendMail', collegeStudents],
  ['POST', '/api/student/inbox/reply', '/api/student/inbox/reply', collegeStudents],
  ['POST', '/api/student/inbox/file', '/api/student/inbox/file', collegeStudents],
  [
    'DELETE',
    '/api/student/inbox/delete/{id}/{type}',
    `/api/student/inbox/delete/${X}/received`,
    collegeStudents,
  ],
  ['POST', '/api/student/inbox/bookmark/{id}', `/api/student/inbox/bookmark/${X}`, collegeStudents],
  ['DELETE', '/api/student/inbox/bookmark/{id}', `/api/student/inbox/bookmark/${X}`, collegeStudents],
  ['POST', '/api/student/inbox/restore/{id}', `/api/student/inbox/restore/${X}`, collegeStudents],
  ['PUT', '/api/student/inbox/seen/{id}', `/api/student/inbox/seen/${X}?type=received`, collegeStudents],
  ['POST', '/api/student/inbox/events/ticket', '/api/student/inbox/events/ticket', collegeStudents],
  ['GET', '/api/student/inbox/events', '/api/student/inbox/events', collegeStudents],
  ['GET', '/api/student/dashboard/placement', '/api/student/dashboard/placement', students],
  ['POST', '/api/student/jobs/{id}/apply', `/api/student/jobs/${X}/apply`, collegeStudents],
  ['GET', '/api/student/applications', '/api/student/applications', students],
  ['GET', '/api/student/jobs/{id}/eligibility', `/api/student/jobs/${X}/eligibility`, collegeStudents],
  ['GET', '/api/student/season/cycles', '/api/student/season/cycles', students],
  ['PUT', '/api/student/season/cycles/{id}/enrolment', `/api/student/season/cycles/${X}/enrolment`, students],
  ['GET', '/api/student/season/record', '/api/student/season/record', students],
  ['PATCH', '/api/student/season/record', '/api/student/season/record', collegeStudents],
  ['GET', '/api/files/{id}', `/api/files/${X}`, signedIn],

  ['GET', '/api/company/jobs/filter', '/api/company/jobs/filter', companyDirectory],
  ['GET', '/api/company/jobs/{id}', `/api/company/jobs/${ids.job}`, companyDirectory],
  ['GET', '/api/company/{id}', `/api/company/${ids.company}`, companyDirectory],
  ['GET', '/api/company/{id}/logo', `/api/company/${ids.company}/logo`, everyone],
  ['PUT', '/api/company/jobs/{id}', `/api/company/jobs/${X}`, company],
  ['DELETE', '/api/company/jobs/{id}', `/api/company/jobs/${X}`, company],
  ['POST', '/api/company/login', '/api/company/login', everyone],
  ['GET', '/api/company/me', '/api/company/me', company],
  ['GET', '/api/company/logout', '/api/company/logout', company],
  ['GET', '/api/company/profile', '/api/company/profile', company],
  ['PUT', '/api/company/profile', '/api/company/profile', company],
  ['POST', '/api/company/profile/logo', '/api/company/profile/logo', company],
  ['GET', '/api/company/colleges', '/api/company/colleges', company],
  ['GET', '/api/company/jobs', '/api/company/jobs', company],
  ['POST', '/api/company/jobs', '/api/company/jobs', company],
  ['GET', '/api/company/jobs/{id}/details', `/api/company/jobs/${ids.job}/details`, company],
  ['GET', '/api/company/jobs/{id}/applications', `/api/company/jobs/${ids.job}/applications`, company],
  ['GET', '/api/company/jobs/{id}/cohort', `/api/company/jobs/${ids.job}/cohort`, company],
  [
    'GET',
    '/api/company/jobs/{id}/cohort/export',
    `/api/company/jobs/${ids.job}/cohort/export?format=csv`,
    company,
  ],
  ['GET', '/api/company/applications/{id}', `/api/company/applications/${X}`, company],
  ['PUT', '/api/company/applications/{id}', `/api/company/applications/${X}`, company],
  [
    'GET',
    '/api/company/applications/{id}/reports/{attemptId}',
    `/api/company/applications/${X}/reports/${ids.attemptA}`,
    company,
  ],
  [
    'GET',
    '/api/company/applications/{id}/reports/{attemptId}/pdf',
    `/api/company/applications/${X}/reports/${ids.attemptA}/pdf`,
    company,
  ],
  ['POST', '/api/company/signup', '/api/company/signup', everyone],
  ['GET', '/api/company/job-notifications/colleges', '/api/company/job-notifications/colleges', company],
  ['GET', '/api/company/job-notifications', '/api/company/job-notifications', company],
  ['POST', '/api/company/job-notifications', '/api/company/job-notifications', company],
  ['GET', '/api/company/job-notifications/{id}', `/api/company/job-notifications/${X}`, company],
  ['PUT', '/api/company/job-notifications/{id}', `/api/company/job-notifications/${X}`, company],
  [
    'POST',
    '/api/company/job-notifications/{id}/submit',
    `/api/company/job-notifications/${X}/submit`,
    company,
  ],
  // an invitation link is public: a wrong one is 404 for anyone
  ['GET', '/api/company/invitations/{token}', `/api/company/invitations/${X}`, everyone],
  ['POST', '/api/company/invitations/{token}/signup', `/api/company/invitations/${X}/signup`, everyone],

  ['POST', '/api/college/login', '/api/college/login', everyone],
  ['POST', '/api/college/signup', '/api/college/signup', everyone],
  ['GET', '/api/college/me', '/api/college/me', staff],
  ['GET', '/api/college/logout', '/api/college/logout', staff],
  ['POST', '/api/college/qb/topics', '/api/college/qb/topics', staff],
  ['GET', '/api/college/qb/topics', '/api/college/qb/topics', staff],
  [
    'GET',
    '/api/college/qb/topics/{id}/questions',
    `/api/college/qb/topics/${ids.topic}/questions`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/qb/topics/{id}/questions',
    `/api/college/qb/topics/${ids.topic}/questions`,
    demoCollege,
  ],
  ['GET', '/api/college/qb/questions/{id}', `/api/college/qb/questions/${ids.question}`, demoCollege],
  ['PUT', '/api/college/qb/questions/{id}', `/api/college/qb/questions/${ids.question}`, demoCollege],
  ['POST', '/api/college/qb/videos', '/api/college/qb/videos', staff],
  [
    'POST',
    '/api/college/qb/questions/{id}/verify',
    `/api/college/qb/questions/${ids.question}/verify`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/qb/questions/{id}/testcases/import',
    `/api/college/qb/questions/${ids.question}/testcases/import`,
    demoCollege,
  ],
  ['POST', '/api/college/qb/topics/{id}/import', `/api/college/qb/topics/${ids.topic}/import`, demoCollege],
  ['GET', '/api/college/qb/templates/{type}', '/api/college/qb/templates/mcq', staff],
  ['GET', '/api/college/qb/topics/{id}/export', `/api/college/qb/topics/${ids.topic}/export`, demoCollege],
  ['POST', '/api/college/qb/import/preview', '/api/college/qb/import/preview', staff],
  ['POST', '/api/college/qb/import/confirm', '/api/college/qb/import/confirm', staff],
  [
    'GET',
    '/api/college/qb/topics/{id}/export.zip',
    `/api/college/qb/topics/${ids.topic}/export.zip`,
    demoCollege,
  ],
  ['POST', '/api/college/assessments', '/api/college/assessments', staff],
  ['GET', '/api/college/assessments', '/api/college/assessments', staff],
  ['GET', '/api/college/assessments/{id}', `/api/college/assessments/${ids.linear}`, demoCollege],
  ['PUT', '/api/college/assessments/{id}', `/api/college/assessments/${ids.linear}`, demoCollege],
  [
    'POST',
    '/api/college/assessments/{id}/publish',
    `/api/college/assessments/${ids.linear}/publish`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/assessments/{id}/invite',
    `/api/college/assessments/${ids.linear}/invite`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/results',
    `/api/college/assessments/${ids.linear}/results`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/qb/questions/{id}/item-analysis',
    `/api/college/qb/questions/${ids.question}/item-analysis`,
    demoCollege,
  ],
  ['GET', '/api/college/assessments/{id}/live', `/api/college/assessments/${ids.linear}/live`, liveBoard],
  [
    'POST',
    '/api/college/assessments/{id}/live/events/ticket',
    `/api/college/assessments/${ids.linear}/live/events/ticket`,
    liveBoard,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/live/events',
    `/api/college/assessments/${ids.linear}/live/events`,
    liveBoard,
  ],
  ...['add-time', 'pause', 'resume', 'end', 'reopen', 'reset', 'announcements'].map(
    (action) =>
      [
        'POST',
        `/api/college/assessments/{id}/live/${action}`,
        `/api/college/assessments/${ids.linear}/live/${action}`,
        // ending or resetting a test is the college's call alone
        action === 'end' || action === 'reset' ? demoCollege : liveBoard,
      ] as [string, string, string, Policy],
  ),
  [
    'GET',
    '/api/college/assessments/{id}/overrides',
    `/api/college/assessments/${ids.linear}/overrides`,
    demoCollege,
  ],
  [
    'PUT',
    '/api/college/assessments/{id}/overrides',
    `/api/college/assessments/${ids.linear}/overrides`,
    demoCollege,
  ],
  [
    'DELETE',
    '/api/college/assessments/{id}/overrides/{studentId}',
    `/api/college/assessments/${ids.linear}/overrides/${ids.studentA}`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/live/announcements',
    `/api/college/assessments/${ids.linear}/live/announcements`,
    liveBoard,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/item-analysis',
    `/api/college/assessments/${ids.linear}/item-analysis`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/item-analysis/export',
    `/api/college/assessments/${ids.linear}/item-analysis/export?format=csv`,
    demoCollege,
  ],
  ['GET', '/api/college/cohort', `/api/college/cohort?assessments=${ids.linear}`, demoCollege],
  [
    'GET',
    '/api/college/cohort/export',
    `/api/college/cohort/export?assessments=${ids.linear}&format=csv`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/assessments/{id}/questions/{questionId}/regrade',
    `/api/college/assessments/${ids.linear}/questions/${ids.question}/regrade`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/results/export',
    `/api/college/assessments/${ids.linear}/results/export?format=csv`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/assessments/{id}/results/publish',
    `/api/college/assessments/${ids.linear}/results/publish`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/similarity',
    `/api/college/assessments/${ids.linear}/similarity`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/assessments/{id}/similarity',
    `/api/college/assessments/${ids.linear}/similarity`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/assessments/{id}/similarity/pairs/{pairId}',
    `/api/college/assessments/${ids.linear}/similarity/pairs/${X}`,
    demoCollege,
  ],
  // a college's own bank: another college's staff calibrate their own (its version ids are hidden from others)
  ['POST', '/api/college/calibrations', '/api/college/calibrations', staff],
  ['GET', '/api/college/calibrations', '/api/college/calibrations', staff],
  [
    'GET',
    '/api/college/calibrations/{id}',
    `/api/college/calibrations/${X}`,
    policy({ staff: 'hidden', otherStaff: 'hidden' }),
  ],
  ['GET', '/api/college/score-scale', '/api/college/score-scale', staff],
  ['PUT', '/api/college/score-scale', '/api/college/score-scale', staff],
  [
    'POST',
    '/api/college/assessments/{id}/decisions',
    `/api/college/assessments/${ids.linear}/decisions`,
    demoCollege,
  ],
  ['GET', '/api/college/attempts/{id}', `/api/college/attempts/${ids.attemptA}`, demoCollege],
  ['GET', '/api/college/attempts/{id}/report', `/api/college/attempts/${ids.attemptA}/report`, demoCollege],
  [
    'GET',
    '/api/college/attempts/{id}/report/pdf',
    `/api/college/attempts/${ids.attemptA}/report/pdf`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/attempts/{id}/share-links',
    `/api/college/attempts/${ids.attemptA}/share-links`,
    demoCollege,
  ],
  [
    'POST',
    '/api/college/attempts/{id}/share-links',
    `/api/college/attempts/${ids.attemptA}/share-links`,
    demoCollege,
  ],
  ['DELETE', '/api/college/share-links/{id}', `/api/college/share-links/${X}`, demoCollege],
  [
    'GET',
    '/api/college/assessments/{id}/reports/zip',
    `/api/college/assessments/${ids.linear}/reports/zip`,
    demoCollege,
  ],
  // a share link is the only key: no account, and a token that is not genuine opens nothing (score-reports.test.ts)
  ['GET', '/api/shared/reports/{token}', `/api/shared/reports/${X}.${X}`, everyone],
  ['GET', '/api/shared/reports/{token}/pdf', `/api/shared/reports/${X}.${X}/pdf`, everyone],
  // studentA's own report; a classmate's is hidden (the release rules: score-reports.test.ts)
  [
    'GET',
    '/api/student/results/{id}/report',
    `/api/student/results/${ids.attemptA}/report`,
    policy({ studentA: 'pass', studentB: 'hidden', free: 'hidden' }),
  ],
  [
    'GET',
    '/api/student/results/{id}/report/pdf',
    `/api/student/results/${ids.attemptA}/report/pdf`,
    policy({ studentA: 'pass', studentB: 'hidden', free: 'hidden' }),
  ],
  ['POST', '/api/college/attempts/{id}/grade', `/api/college/attempts/${ids.attemptA}/grade`, demoCollege],
  ['GET', '/api/college/screenshots/{id}', `/api/college/screenshots/${X}`, staff],
  ['POST', '/api/college/students/invite', '/api/college/students/invite', staff],
  ['POST', '/api/college/students/invite/bulk', '/api/college/students/invite/bulk', staff],
  ['GET', '/api/college/students/template', '/api/college/students/template', staff],
  ['GET', '/api/college/students', '/api/college/students', staff],
  ['GET', '/api/college/students/{id}', `/api/college/students/${ids.studentA}`, demoCollege],
  [
    'PUT',
    '/api/college/students/{id}/accommodation',
    `/api/college/students/${ids.studentA}/accommodation`,
    demoCollege,
  ],
  ['POST', '/api/college/students/{id}/approve', `/api/college/students/${X}/approve`, staff],
  ['POST', '/api/college/students/{id}/reject', `/api/college/students/${X}/reject`, staff],
  ['GET', '/api/college/inbox/Mail', '/api/college/inbox/Mail', staff],
  ['POST', '/api/college/inbox/search', '/api/college/inbox/search', staff],
  ['GET', '/api/college/inbox/mail/{id}', `/api/college/inbox/mail/${X}`, staff],
  ['POST', '/api/college/inbox/sendMail/college', '/api/college/inbox/sendMail/college', staff],
  ['POST', '/api/college/inbox/reply', '/api/college/inbox/reply', staff],
  ['POST', '/api/college/inbox/file', '/api/college/inbox/file', staff],
  ['DELETE', '/api/college/inbox/delete/{id}', `/api/college/inbox/delete/${X}`, staff],
  ['POST', '/api/college/inbox/bookmark/{id}', `/api/college/inbox/bookmark/${X}`, staff],
  ['DELETE', '/api/college/inbox/bookmark/{id}', `/api/college/inbox/bookmark/${X}`, staff],
  ['POST', '/api/college/inbox/restore/{id}', `/api/college/inbox/restore/${X}`, staff],
  ['PUT', '/api/college/inbox/seen/{id}', `/api/college/inbox/seen/${X}`, staff],
  ['POST', '/api/college/inbox/events/ticket', '/api/college/inbox/events/ticket', staff],
  ['GET', '/api/college/inbox/events', '/api/college/inbox/events', staff],
  [
    'GET',
    '/api/college/dashboard/companies/{collegeId}',
    `/api/college/dashboard/companies/${ids.collegeId}`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/dashboard/companies/new/{collegeId}',
    `/api/college/dashboard/companies/new/${ids.collegeId}`,
    demoCollege,
  ],
  [
    'GET',
    '/api/college/dashboard/jobs/{collegeId}',
    `/api/college/dashboard/jobs/${ids.collegeId}`,
    demoCollege,
  ],
  ['POST', '/api/college/dashboard/placed/students', '/api/college/dashboard/placed/students', staff],
  ['POST', '/api/college/placements', '/api/college/placements', staff],
  ['GET', '/api/college/placements', '/api/college/placements', staff],
  ['DELETE', '/api/college/placements/{id}', `/api/college/placements/${X}`, staff],
  ['GET', '/api/college/season/cycles', '/api/college/season/cycles', staff],
  ['POST', '/api/college/season/cycles', '/api/college/season/cycles', staff],
  ['PUT', '/api/college/season/cycles/{id}/policy', `/api/college/season/cycles/${X}/policy`, staff],
  ['GET', '/api/college/season/cycles/{id}/enrolments', `/api/college/season/cycles/${X}/enrolments`, staff],
  ['GET', '/api/college/season/branches', '/api/college/season/branches', staff],
  ['PUT', '/api/college/season/branches', '/api/college/season/branches', staff],
  ['GET', '/api/college/season/records/{id}', `/api/college/season/records/${X}`, staff],
  ['PATCH', '/api/college/season/records/{id}', `/api/college/season/records/${X}`, staff],
  ['GET', '/api/college/season/records/{id}/changes', `/api/college/season/records/${X}/changes`, staff],
  ['PUT', '/api/college/season/jobs/{id}/terms', `/api/college/season/jobs/${X}/terms`, staff],
  [
    'PUT',
    '/api/college/season/jobs/{id}/students/{studentId}/eligibility',
    `/api/college/season/jobs/${X}/students/${X}/eligibility`,
    staff,
  ],
  ['GET', '/api/college/season/jobs/{id}/log', `/api/college/season/jobs/${X}/log`, staff],
  ['GET', '/api/college/job-notifications', '/api/college/job-notifications', staff],
  ['GET', '/api/college/job-notifications/{id}', `/api/college/job-notifications/${X}`, staff],
  ['PUT', '/api/college/job-notifications/{id}', `/api/college/job-notifications/${X}`, staff],
  [
    'POST',
    '/api/college/job-notifications/{id}/approve',
    `/api/college/job-notifications/${X}/approve`,
    staff,
  ],
  [
    'POST',
    '/api/college/job-notifications/{id}/send-back',
    `/api/college/job-notifications/${X}/send-back`,
    staff,
  ],
  ['GET', '/api/college/company-invitations', '/api/college/company-invitations', staff],
  ['POST', '/api/college/company-invitations', '/api/college/company-invitations', staff],
  [
    'POST',
    '/api/college/company-invitations/{id}/notes',
    `/api/college/company-invitations/${X}/notes`,
    staff,
  ],
  ['POST', '/api/college/season/records/import/preview', '/api/college/season/records/import/preview', staff],
  ['POST', '/api/college/season/records/import/confirm', '/api/college/season/records/import/confirm', staff],
  ['GET', '/api/college/season/records/template', '/api/college/season/records/template', staff],
  ['GET', '/api/college/season/jobs/{id}/terms', `/api/college/season/jobs/${X}/terms`, staff],
  ['POST', '/api/college/attendance/assignments', '/api/college/attendance/assignments', staff],
  ['GET', '/api/college/attendance/assignments', '/api/college/attendance/assignments', staff],
  ['DELETE', '/api/college/attendance/assignments/{id}', `/api/college/attendance/assignments/${X}`, staff],
  ['POST', '/api/college/attendance/scan', '/api/college/attendance/scan', staff],
  ['GET', '/api/college/attendance', '/api/college/attendance', staff],
  ['GET', '/api/college/attendance/export', '/api/college/attendance/export', staff],

  ['POST', '/api/admin/login', '/api/admin/login', everyone],
  ['GET', '/api/admin/me', '/api/admin/me', admin],
  ['GET', '/api/admin/logout', '/api/admin/logout', admin],
  ['GET', '/api/admin/category/get', '/api/admin/category/get', everyone],
  ['POST', '/api/admin/category', '/api/admin/category', admin],
  ['PUT', '/api/admin/category/{id}', `/api/admin/category/${X}`, admin],
  ['DELETE', '/api/admin/category/{id}', `/api/admin/category/${X}`, admin],
  ['GET', '/api/admin/topics', '/api/admin/topics', admin],
  ['POST', '/api/admin/topics', '/api/admin/topics', admin],
  ['GET', '/api/admin/topics/{id}/questions', `/api/admin/topics/${X}/questions`, admin],
  ['POST', '/api/admin/topics/{id}/questions', `/api/admin/topics/${X}/questions`, admin],
  ['POST', '/api/admin/questions/{id}/verify', `/api/admin/questions/${X}/verify`, admin],
  ['GET', '/api/admin/organisations', '/api/admin/organisations', admin],
  ['POST', '/api/admin/colleges/{id}/approve', `/api/admin/colleges/${X}/approve`, admin],
  ['POST', '/api/admin/colleges/{id}/reject', `/api/admin/colleges/${X}/reject`, admin],
  ['POST', '/api/admin/companies/{id}/approve', `/api/admin/companies/${X}/approve`, admin],
  ['POST', '/api/admin/companies/{id}/reject', `/api/admin/companies/${X}/reject`, admin],

  ['POST', '/compiler/test', '/compiler/test', students],
  ['POST', '/compiler/', '/compiler/', students],
];

let platform: TestPlatform;
const tokens: Record<Actor, string | undefined> = {} as Record<Actor, string | undefined>;
let ids: Ids;

/** A fresh session for an actor, so routes that log out cannot spend the shared one. */
async function freshToken(actor: Actor): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const email = {
    studentA: 'student@demo.test',
    studentB: 'student2@demo.test',
    free: 'free@demo.test',
    staff: 'college@demo.test',
    otherStaff: 'staff@other.test',
    company: 'company@demo.test',
    admin: 'admin@demo.test',
    invigilator: 'invigilator@demo.test',
  }[actor];
  const [user] = await platform.app.deps.db.select().from(users).where(eq(users.email, email));
  const { token } = await startSession(
    platform.app,
    user as UserRow,
    { ip: '127.0.0.1', claimedIp: null, device: 'matrix' },
    'full',
  );
  return token;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  const api = client(platform.app);
  await otherCollege(platform.app);
  for (const actor of ACTORS) tokens[actor] = await freshToken(actor);
  const { db } = platform.app.deps;
  const linear = await assessmentNamed(platform.app, DEMO_LINEAR);
  const adaptive = await assessmentNamed(platform.app, DEMO_ADAPTIVE);
  const start = await api.post<{ attemptId: string }>(
    `/api/student/test/start/${adaptive.id}`,
    {},
    tokens.studentA,
  );
  const [topic] = await db.select().from(topics).where(isNotNull(topics.collegeId)).limit(1);
  const [question] = await db.select().from(questions).where(eq(questions.topicId, topic!.id)).limit(1);
  const [demoCompany] = await db.select().from(companies).limit(1);
  const [job] = await db.select().from(jobs).where(eq(jobs.companyId, demoCompany!.id)).limit(1);
  ids = {
    linear: linear.id,
    adaptive: adaptive.id,
    studentA: await userId(platform.app, 'student@demo.test'),
    collegeId: platform.collegeId,
    topic: topic!.id,
    question: question!.id,
    company: demoCompany!.id,
    job: job!.id,
    attemptA: start.body.attemptId,
  };
});
afterAll(() => platform.close());

const matches = (expected: Expect, status: number) => {
  if (status >= 500) return false;
  if (expected === 'pass') return status !== 401 && status !== 403;
  if (expected === 'hidden') return status === 400 || status === 403 || status === 404;
  if (expected === 'refused') return status >= 400 && status < 500;
  return status === expected;
};

describe('access matrix', () => {
  it('has a row for every route the server has', async () => {
    const doc = (await platform.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, object>;
    };
    const served = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const rows = new Set(table(ids).map(([method, route]) => `${method} ${route}`));
    expect(served.filter((route) => !rows.has(route))).toEqual([]);
    expect([...rows].filter((row) => !served.includes(row))).toEqual([]);
  });

  it('lets each caller through or refuses them exactly as the table says', async () => {
    const wrong: string[] = [];
    for (const [method, route, path, expected] of table(ids)) {
      for (const actor of ACTORS) {
        // an event stream that is let through never ends; its own tests read it
        if (route.endsWith('/events') && expected[actor] === 'pass') continue;
        const spends = /logout$/.test(route);
        const token = spends ? await freshToken(actor) : tokens[actor];
        const response = await platform.app.inject({
          method: method as 'GET',
          url: path,
          headers: {
            ...(token ? { 'auth-token': token } : {}),
            ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
          },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
        });
        if (!matches(expected[actor], response.statusCode)) {
          wrong.push(
            `${method} ${route} as ${actor}: expected ${expected[actor]}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});

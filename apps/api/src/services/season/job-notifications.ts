import {
  type ApproveNotificationBody,
  type CompanyNotificationBody,
  type NewNotificationBody,
  type SendBackNotificationBody,
  type StaffNotificationBody,
  jobNotificationMessages as say,
} from '@placement/contract';
import { type Db, jobNotificationEvents, jobNotifications, jobs } from '@placement/db';
import {
  type NotificationAction,
  type NotificationEventKind,
  type NotificationRefusal,
  type NotificationState,
  notificationStep,
  rulesProblems,
  statedCtc,
} from '@placement/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { branchesOf } from './branches';
import { isTied } from './company-ties';
import { ownCycle } from './cycles';
import { loadNotification, type NotificationRow, notificationWithHistory } from './notification-reads';

/**
 * Job notification forms (JNF, #45): a company fills one per college; the college's staff edit, approve or send it
 * back. Each command checks everything before it writes, then writes the form, its job and one history event in
 * one transaction whose update carries the version read, so two staff deciding at once cannot both win.
 */

type Company = { userId: string; companyId: string };
type Staff = { userId: string; collegeId: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const refusalWords: Record<NotificationRefusal, string> = {
  already_approved: say.alreadyApproved,
  already_submitted: say.alreadySubmitted,
  not_submitted: say.notSubmitted,
  with_the_company: say.withTheCompany,
};

/** The step or a 409 in words. */
function step(state: NotificationState, action: NotificationAction) {
  const next = notificationStep(state, action);
  if ('refused' in next) throw conflict(refusalWords[next.refused]);
  return next;
}

type Terms = Omit<CompanyNotificationBody, 'role' | 'submit'>;

/** The terms' columns, checked: the CTC against its breakdown, the rules against the college's branches. */
async function termColumns(app: FastifyInstance, collegeId: string, body: Terms, current?: NotificationRow) {
  const breakdown = body.ctcBreakdown === undefined ? (current?.ctcBreakdown ?? null) : body.ctcBreakdown;
  const stated =
    body.ctc === undefined && body.ctcBreakdown === undefined ? (current?.ctc ?? null) : body.ctc;
  const ctc = statedCtc(stated ?? null, breakdown);
  if (ctc.problem) throw badRequest(ctc.problem);
  const rules = body.rules ?? current?.rules ?? {};
  const offered = await branchesOf(app, collegeId);
  // a college that has listed no branches yet is not checked (as the college's own terms are not)
  if (offered.length) {
    const problems = rulesProblems(rules, {
      programmes: offered.map((o) => o.programme),
      branches: offered.map((o) => o.branch),
    });
    if (problems.length) throw badRequest(problems.join(' '));
  }
  return {
    ctc: ctc.ctc,
    ctcBreakdown: breakdown,
    rules,
    bond: body.bond ?? current?.bond ?? '',
    vacancies: body.vacancies === undefined ? (current?.vacancies ?? null) : body.vacancies,
    plannedRounds: body.plannedRounds ?? current?.plannedRounds ?? [],
    documents: body.documents ?? current?.documents ?? [],
  };
}

/** What the form's role and deadline write on its job; the salary shown in job lists is the CTC. */
function jobColumns(role: CompanyNotificationBody['role'], ctc: number | null, deadline: string | null) {
  const closeBy = deadline ? new Date(deadline) : null;
  if (closeBy && Number.isNaN(closeBy.getTime())) throw badRequest('The application deadline is not a date');
  return {
    title: role.title.trim(),
    roleOverview: (role.description ?? '').trim(),
    location: (role.location ?? '').trim(),
    workplaceType: role.workplaceType,
    employmentType: role.employmentType,
    skills: [...new Set((role.skills ?? []).map((s) => s.trim()).filter(Boolean))],
    salaryMin: ctc,
    salaryMax: ctc,
    closeBy,
  };
}

/** The form moves from the version read to the next, or 409: someone else changed it first. */
async function writeStep(
  tx: Tx,
  current: NotificationRow,
  changes: Partial<typeof jobNotifications.$inferInsert>,
  events: { kind: NotificationEventKind; from: NotificationState; to: NotificationState; comment?: string }[],
  by: { userId: string; role: 'company' | 'college' },
) {
  const [saved] = await tx
    .update(jobNotifications)
    .set({ ...changes, version: sql`${jobNotifications.version} + 1`, updatedAt: new Date() })
    .where(and(eq(jobNotifications.id, current.id), eq(jobNotifications.version, current.version)))
    .returning({ id: jobNotifications.id });
  if (!saved) throw conflict(say.changedMeanwhile);
  await writeEvents(tx, current.id, events, by);
}

async function writeEvents(
  tx: Tx,
  notificationId: string,
  events: {
    kind: NotificationEventKind;
    from: NotificationState | null;
    to: NotificationState;
    comment?: string;
  }[],
  by: { userId: string; role: 'company' | 'college' },
) {
  // a millisecond apart, so that two steps of one request keep their order in the history
  const now = Date.now();
  if (events.length === 0) return;
  await tx.insert(jobNotificationEvents).values(
    events.map((e, i) => ({
      notificationId,
      kind: e.kind,
      fromState: e.from,
      toState: e.to,
      comment: e.comment ?? '',
      actorId: by.userId,
      actorRole: by.role,
      at: new Date(now + i),
    })),
  );
}

function requireCtc(ctc: number | null) {
  if (ctc == null) throw badRequest(say.ctcRequired);
}

/** A new form for a college the company is tied to, with a new job of its own; submitted at once with `submit`. */
export async function createNotification(app: FastifyInstance, company: Company, body: NewNotificationBody) {
  if (!(await isTied(app, company.companyId, body.collegeId))) throw forbidden(say.collegeNotTied);
  const terms = await termColumns(app, body.collegeId, body);
  if (body.submit) requireCtc(terms.ctc);
  const state: NotificationState = body.submit ? 'submitted' : 'draft';
  const id = await app.deps.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        companyId: company.companyId,
        origin: 'notification',
        ...jobColumns(body.role, terms.ctc, body.deadline ?? null),
      })
      .returning({ id: jobs.id });
    const [notification] = await tx
      .insert(jobNotifications)
      .values({ jobId: job!.id, collegeId: body.collegeId, companyId: company.companyId, state, ...terms })
      .returning({ id: jobNotifications.id });
    const by = { userId: company.userId, role: 'company' as const };
    await writeEvents(
      tx,
      notification!.id,
      [
        { kind: 'created', from: null, to: 'draft' },
        ...(body.submit
          ? [{ kind: 'submitted' as const, from: 'draft' as const, to: 'submitted' as const }]
          : []),
      ],
      by,
    );
    return notification!.id;
  });
  return {
    message: body.submit ? say.submitted : say.saved,
    ...(await notificationWithHistory(app, company, id)),
  };
}

/**
 * The company changes its form (and its job). An approved form goes back to the college (submitted); its
 * students stop seeing the job until the change is approved, and applications made keep the decision they had.
 */
export async function updateNotification(
  app: FastifyInstance,
  company: Company,
  id: string,
  body: CompanyNotificationBody,
) {
  const { notification: current } = await loadNotification(app, company, id);
  const edit = step(current.state, 'company_edit');
  const submit =
    body.submit && (edit.next === 'draft' || edit.next === 'sent_back') ? step(edit.next, 'submit') : null;
  const terms = await termColumns(app, current.collegeId, body, current);
  if (submit || edit.next === 'submitted') requireCtc(terms.ctc);
  const next = submit?.next ?? edit.next;
  await app.deps.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set(jobColumns(body.role, terms.ctc, body.deadline ?? null))
      .where(eq(jobs.id, current.jobId));
    await writeStep(
      tx,
      current,
      { ...terms, state: next },
      [
        { kind: edit.event, from: current.state, to: edit.next },
        ...(submit ? [{ kind: submit.event, from: edit.next, to: submit.next }] : []),
      ],
      { userId: company.userId, role: 'company' },
    );
  });
  const message = edit.event === 'reopened' ? say.reopened : submit ? say.submitted : say.saved;
  return { message, ...(await notificationWithHistory(app, company, id)) };
}

/** A draft or a sent-back form goes to the college. */
export async function submitNotification(app: FastifyInstance, company: Company, id: string) {
  const { notification: current } = await loadNotification(app, company, id);
  const submit = step(current.state, 'submit');
  requireCtc(current.ctc);
  await app.deps.db.transaction((tx) =>
    writeStep(
      tx,
      current,
      { state: submit.next },
      [{ kind: submit.event, from: current.state, to: submit.next }],
      { userId: company.userId, role: 'company' },
    ),
  );
  return { message: say.submitted, ...(await notificationWithHistory(app, company, id)) };
}

/** The form as it stands, or 409 when the version the staff member read is not it any more. */
async function staffCurrent(app: FastifyInstance, staff: Staff, id: string, version: number) {
  const { notification } = await loadNotification(app, staff, id);
  if (notification.version !== version) throw conflict(say.changedMeanwhile);
  return notification;
}

async function checkedCycle(app: FastifyInstance, collegeId: string, cycleId: string | null | undefined) {
  if (cycleId) await ownCycle(app, collegeId, cycleId);
}

/** Staff correct the terms of a form in front of them (submitted or approved); its state stays. */
export async function staffEditNotification(
  app: FastifyInstance,
  staff: Staff,
  id: string,
  body: StaffNotificationBody,
) {
  const current = await staffCurrent(app, staff, id, body.version);
  const edit = step(current.state, 'staff_edit');
  await checkedCycle(app, staff.collegeId, body.cycleId);
  const terms = await termColumns(app, staff.collegeId, body, current);
  requireCtc(terms.ctc);
  await app.deps.db.transaction(async (tx) => {
    const closeBy =
      body.deadline === undefined ? {} : { closeBy: body.deadline ? new Date(body.deadline) : null };
    await tx
      .update(jobs)
      .set({ salaryMin: terms.ctc, salaryMax: terms.ctc, ...closeBy })
      .where(eq(jobs.id, current.jobId));
    await writeStep(
      tx,
      current,
      { ...terms, ...(body.cycleId === undefined ? {} : { cycleId: body.cycleId }) },
      [{ kind: edit.event, from: current.state, to: edit.next }],
      { userId: staff.userId, role: 'college' },
    );
  });
  return { message: say.saved, ...(await notificationWithHistory(app, staff, id)) };
}

/** Approves the version the staff member read: from now on the college's students see the job. */
export async function approveNotification(
  app: FastifyInstance,
  staff: Staff,
  id: string,
  body: ApproveNotificationBody,
) {
  const current = await staffCurrent(app, staff, id, body.version);
  const approve = step(current.state, 'approve');
  await checkedCycle(app, staff.collegeId, body.cycleId);
  await app.deps.db.transaction((tx) =>
    writeStep(
      tx,
      current,
      { state: approve.next, ...(body.cycleId === undefined ? {} : { cycleId: body.cycleId }) },
      [{ kind: approve.event, from: current.state, to: approve.next }],
      { userId: staff.userId, role: 'college' },
    ),
  );
  return { message: say.approved, ...(await notificationWithHistory(app, staff, id)) };
}

/** Sends the form back to the company with the staff member's comment, kept in its history. */
export async function sendBackNotification(
  app: FastifyInstance,
  staff: Staff,
  id: string,
  body: SendBackNotificationBody,
) {
  const current = await staffCurrent(app, staff, id, body.version);
  const back = step(current.state, 'send_back');
  await app.deps.db.transaction((tx) =>
    writeStep(
      tx,
      current,
      { state: back.next },
      [{ kind: back.event, from: current.state, to: back.next, comment: body.comment.trim() }],
      { userId: staff.userId, role: 'college' },
    ),
  );
  return { message: say.sentBack, ...(await notificationWithHistory(app, staff, id)) };
}

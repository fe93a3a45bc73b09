import { messages } from '@placement/contract';
import { assessments, attempts, type Db, screenshots, type Tx } from '@placement/db';
import { SNAPSHOT_MAX_BYTES, type SnapshotBudget, snapshotBudget } from '@placement/domain';
import { and, count, eq, sum } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { checkImage, ImageProblem } from '../../lib/image-check';
import { appendSteps } from './attempt-rows';
import { configOf } from './bundle';
import { bundleAndLatestAttempt } from './policy';

/** The JSON body of the largest snapshot: its base64 data URL, the reason and the assessment id. */
export const SCREENSHOT_BODY_LIMIT = Math.ceil((SNAPSHOT_MAX_BYTES * 4) / 3) + 16 * 1024;

const kinds = {
  png: { type: 'image/png', ext: 'png' },
  jpeg: { type: 'image/jpeg', ext: 'jpg' },
} as const;

const tooLarge = () =>
  new HttpError(413, messages.snapshotTooLarge(Math.floor(SNAPSHOT_MAX_BYTES / 1024)), 'SNAPSHOT_TOO_LARGE');

/** The image of a multipart `screenshot` field, or of a JSON `{ image: "data:image/png;base64,…" }`. */
async function imageOf(request: FastifyRequest): Promise<{ data: Buffer; reason: string | null }> {
  if (request.isMultipart()) {
    let data: Buffer | null = null;
    let reason: string | null = null;
    for await (const part of request.parts({ limits: { fileSize: SNAPSHOT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'screenshot') {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      } else if (part.fieldname === 'reason' && typeof part.value === 'string') {
        reason = part.value.slice(0, 200);
      }
    }
    if (!data) throw badRequest('The screenshot field is missing');
    return { data, reason };
  }
  const body = request.body as { image?: unknown; reason?: unknown } | undefined;
  const match =
    typeof body?.image === 'string'
      ? /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(body.image)
      : null;
  if (!match?.[2]) throw badRequest('image must be a PNG or JPEG data URL');
  return {
    data: Buffer.from(match[2], 'base64'),
    reason: typeof body?.reason === 'string' ? body.reason.slice(0, 200) : null,
  };
}

/** Refuses one more snapshot of `size` bytes once the attempt's stored ones reach its budget (a 409 that says so). */
async function checkBudget(db: Db | Tx, attemptId: string, size: number, budget: SnapshotBudget) {
  const [kept] = await db
    .select({ count: count(), bytes: sum(screenshots.size) })
    .from(screenshots)
    .where(eq(screenshots.attemptId, attemptId));
  const taken = kept?.count ?? 0;
  const bytes = Number(kept?.bytes ?? 0);
  if (taken + 1 > budget.maxCount || bytes + size > budget.maxBytes) {
    throw new HttpError(
      409,
      messages.snapshotBudgetSpent(taken, Math.round(bytes / 1024 / 1024)),
      'SNAPSHOT_BUDGET',
    );
  }
}

/**
 * Keeps a proctoring snapshot of the student's open attempt; returns its id, for an event to name it. The bytes
 * must be a whole PNG or JPEG no larger than the browser's capture allows, and the attempt's snapshots stay
 * within the budget its duration and camera schedule give (packages/domain snapshotBudget).
 */
export async function saveScreenshot(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  request: FastifyRequest,
) {
  const { bundle, attempt } = await bundleAndLatestAttempt(app, studentId, assessmentId);
  if (attempt?.status !== 'in_progress') throw conflict(messages.attemptOver);
  const budget = snapshotBudget(
    attempt.deadlineAt.getTime() - attempt.startedAt.getTime(),
    configOf(bundle.assessment).maxCameraSwitches,
  );
  let image: { data: Buffer; reason: string | null };
  try {
    image = await imageOf(request);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (image.data.length > budget.maxImageBytes) throw tooLarge();
  let kind: (typeof kinds)[keyof typeof kinds];
  try {
    kind = kinds[checkImage(image.data, { width: budget.maxWidth, height: budget.maxHeight }).type];
  } catch (error) {
    if (error instanceof ImageProblem)
      throw badRequest(messages.snapshotNotImage(error.message), 'NOT_AN_IMAGE');
    throw error;
  }
  // refused before anything is stored; checked again under the attempt's lock, where it counts
  await checkBudget(app.deps.db, attempt.id, image.data.length, budget);
  const storageKey = await app.deps.storage.put('screenshots', kind.ext, image.data);
  const now = new Date();
  try {
    return await app.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
      if (locked?.status !== 'in_progress') throw conflict(messages.attemptOver);
      await checkBudget(tx, attempt.id, image.data.length, budget);
      const [shot] = await tx
        .insert(screenshots)
        .values({
          attemptId: attempt.id,
          assessmentId,
          studentId,
          storageKey,
          contentType: kind.type,
          size: image.data.length,
          reason: image.reason,
        })
        .returning({ id: screenshots.id });
      // the log names the screenshot, not where storage keeps it
      await appendSteps(
        tx,
        locked,
        [{ kind: 'screenshot', payload: { screenshotId: shot?.id ?? null, reason: image.reason } }],
        now,
      );
      return { screenshotId: shot?.id ?? '' };
    });
  } catch (error) {
    await app.deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** A screenshot of one of the college's assessments; null for another college's or an unknown one. */
export async function collegeScreenshot(app: FastifyInstance, collegeId: string, screenshotId: string) {
  const [row] = await app.deps.db
    .select({ shot: screenshots })
    .from(screenshots)
    .innerJoin(assessments, eq(assessments.id, screenshots.assessmentId))
    .where(and(eq(screenshots.id, screenshotId), eq(assessments.collegeId, collegeId)));
  return row?.shot ?? null;
}

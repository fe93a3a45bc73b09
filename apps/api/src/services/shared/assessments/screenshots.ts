import { messages } from '@placement/contract';
import { assessments, attempts, screenshots } from '@placement/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, HttpError } from '../../../lib/http-error';
import { invitedBundle } from './access';
import { appendSteps, latestAttempt } from './attempt-rows';

export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;

const kinds = [
  { type: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
] as const;

const kindOf = (data: Buffer) => kinds.find((k) => k.magic.every((byte, i) => data[i] === byte));

/** The image of a multipart `screenshot` field, or of a JSON `{ image: "data:image/png;base64,…" }`. */
async function imageOf(request: FastifyRequest): Promise<{ data: Buffer; reason: string | null }> {
  if (request.isMultipart()) {
    let data: Buffer | null = null;
    let reason: string | null = null;
    for await (const part of request.parts({ limits: { fileSize: MAX_SCREENSHOT_BYTES, files: 1 } })) {
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

/** Keeps a proctoring snapshot of the student's open attempt; returns its id, for an event to name it. */
export async function saveScreenshot(
  app: FastifyInstance,
  studentId: string,
  assessmentId: string,
  request: FastifyRequest,
) {
  await invitedBundle(app, studentId, assessmentId);
  const attempt = await latestAttempt(app.deps.db, assessmentId, studentId);
  if (attempt?.status !== 'in_progress') throw conflict(messages.attemptOver);
  let image: { data: Buffer; reason: string | null };
  try {
    image = await imageOf(request);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'request entity too large');
    }
    throw error;
  }
  if (image.data.length > MAX_SCREENSHOT_BYTES) throw new HttpError(413, 'request entity too large');
  const kind = kindOf(image.data);
  if (!kind) throw badRequest('The screenshot must be a PNG or JPEG image');
  const storageKey = await app.deps.storage.put('screenshots', kind.ext, image.data);
  const now = new Date();
  return app.deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(attempts).where(eq(attempts.id, attempt.id)).for('update');
    if (locked?.status !== 'in_progress') throw conflict(messages.attemptOver);
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

import { CALIBRATION_MESSAGES, type CalibrationRunBody } from '@placement/contract';
import { calibrations, itemParameters } from '@placement/db';
import { DEFAULT_PILOT_THRESHOLD } from '@placement/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../lib/http-error';
import { prepareCollegeExposures } from '../attempts/calibrated';
import { failAbandoned, keepAlive } from './abandoned';
import { track } from './background';
import { bankItems, gradedAnswers } from './bank';
import { presentCalibration } from './presenters';
import { calibrationSummary } from './queries';
import { calibrateInWorker } from './run-in-worker';

const INSERT_CHUNK = 500;

/**
 * The college asks for a calibration of its bank: a new version is recorded as running at once and fitted in a
 * worker thread in the background; the reply comes before the fit (poll the version).
 */
export async function requestCalibration(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  body: CalibrationRunBody,
) {
  const { db } = app.deps;
  await failAbandoned(app, staff.collegeId);
  const [running] = await db
    .select({ id: calibrations.id })
    .from(calibrations)
    .where(and(eq(calibrations.collegeId, staff.collegeId), eq(calibrations.status, 'running')));
  if (running) {
    return {
      message: CALIBRATION_MESSAGES.alreadyRunning,
      calibration: await calibrationSummary(app, staff.collegeId, running.id),
    };
  }
  const [items, answers] = await Promise.all([
    bankItems(app, staff.collegeId),
    gradedAnswers(app, staff.collegeId),
  ]);
  const known = new Set(items.map((item) => item.id));
  const usable = answers.filter((answer) => known.has(answer.itemId));
  if (usable.length === 0) throw badRequest(CALIBRATION_MESSAGES.noResponses);

  const row = await insertVersion(app, staff, body);
  const answered = new Set(usable.map((answer) => answer.itemId));
  const job = calibrateAndStore(app, row, {
    model: row.model,
    pilotThreshold: row.pilotThreshold,
    items: items.filter((item) => answered.has(item.id)),
    answers: usable,
  });
  track(app, job);
  return {
    message: CALIBRATION_MESSAGES.started,
    calibration: presentCalibration(row, { calibrated: 0, pilot: 0 }),
  };
}

/** The next version number of the college, as a running calibration (a racing request loses the number: 409). */
async function insertVersion(
  app: FastifyInstance,
  staff: { userId: string; collegeId: string },
  body: CalibrationRunBody,
) {
  const [row] = await app.deps.db
    .insert(calibrations)
    .values({
      collegeId: staff.collegeId,
      version: sql`(select coalesce(max(version), 0) + 1 from calibrations where college_id = ${staff.collegeId})`,
      model: body.model ?? 'rasch',
      pilotThreshold: body.pilotThreshold ?? DEFAULT_PILOT_THRESHOLD,
      status: 'running',
      createdBy: staff.userId,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(CALIBRATION_MESSAGES.alreadyRunning);
  return row;
}

async function calibrateAndStore(
  app: FastifyInstance,
  { id, collegeId }: { id: string; collegeId: string },
  input: Parameters<typeof calibrateInWorker>[0],
): Promise<void> {
  const { db } = app.deps;
  const stop = keepAlive(app, id);
  try {
    const { calibration, eligibility, persons } = await calibrateInWorker(input);
    const eligible = new Map(eligibility);
    const rows = calibration.items.map((item) => ({
      calibrationId: id,
      questionId: item.id,
      a: item.a,
      b: item.b,
      seA: finite(item.seA),
      seB: finite(item.seB),
      infit: finite(item.infit),
      outfit: finite(item.outfit),
      responses: item.responses,
      status: item.status,
      eligibility: eligible.get(item.id) ?? 1,
    }));
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.insert(itemParameters).values(rows.slice(i, i + INSERT_CHUNK));
      }
      await tx
        .update(calibrations)
        .set({
          status: 'done',
          latentMean: calibration.latent.mean,
          latentSd: calibration.latent.sd,
          persons,
          responses: input.answers.length,
          converged: calibration.converged,
          iterations: calibration.iterations,
          finishedAt: new Date(),
        })
        .where(eq(calibrations.id, id));
    });
    await prepareCollegeExposures(app, collegeId);
  } catch (error) {
    app.log.error({ err: error, calibrationId: id }, 'item calibration failed');
    await db
      .update(calibrations)
      .set({ status: 'failed', error: 'The calibration could not be completed.', finishedAt: new Date() })
      .where(eq(calibrations.id, id));
  } finally {
    stop();
  }
}

const finite = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) ? value : null;

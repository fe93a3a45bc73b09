import type { FastifyInstance } from 'fastify';

/** Work of this resource that runs after its request has been answered, per app, so closing can wait for it. */
const jobs = new WeakMap<object, Set<Promise<void>>>();

export function track(app: FastifyInstance, job: Promise<void>): void {
  const running = jobs.get(app.deps) ?? new Set();
  jobs.set(app.deps, running);
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** What the app waits for before it closes: calibrations and exposure simulations under way finish their write. */
export async function calibrationsDrain(app: FastifyInstance): Promise<void> {
  // an ending job may start another (a calibration that finishes schedules its assessments' exposure)
  while ((jobs.get(app.deps)?.size ?? 0) > 0) await Promise.all([...(jobs.get(app.deps) ?? [])]);
}

import type { Platform } from '../global-setup';

/**
 * Points this worker's tests at its own platform (global-setup.ts starts one per worker). Runs when the config
 * is loaded, in every worker, before any spec: the specs and helpers read the platform from process.env.
 */
export function pointAtThisWorkersPlatform(): void {
  const index = process.env.TEST_PARALLEL_INDEX;
  if (index === undefined || !process.env.E2E_PLATFORMS) return;
  const platform = (JSON.parse(process.env.E2E_PLATFORMS) as Platform[])[Number(index)];
  if (!platform) throw new Error(`no platform was started for worker ${index}`);
  Object.assign(process.env, platform);
}

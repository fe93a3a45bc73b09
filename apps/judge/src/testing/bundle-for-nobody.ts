import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles a testing program into a fresh folder that any user can read, for a test that runs it as an
 * unprivileged user: the checkout itself may be private (a temporary clone). Answers the folder and the bundle.
 */
export async function bundleForNobody(entry: string): Promise<{ dir: string; bundle: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'judge-as-nobody-'));
  await chmod(dir, 0o755);
  const bundle = join(dir, 'program.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    // the bundle's CommonJS dependencies call require
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    outfile: bundle,
    logLevel: 'silent',
  });
  return { dir, bundle };
}

import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Lints one file written for the occasion, and says what Biome said about it. */
async function lint(path: string, source: string): Promise<{ failed: boolean; output: string }> {
  const file = join(root, path);
  writeFileSync(file, source);
  try {
    await promisify(execFile)(join(root, 'node_modules/.bin/biome'), ['lint', file], { cwd: root });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  } finally {
    rmSync(file, { force: true });
  }
}

describe('import boundaries (biome.json)', () => {
  it('the domain imports nothing of ours', async () => {
    const result = await lint(
      'packages/domain/src/boundary-probe.ts',
      "import { messages } from '@placement/contract';\nexport const probe = messages;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('The domain is pure');
  });

  it('route files do not query the database', async () => {
    const result = await lint(
      'apps/api/src/routes/shared/boundary-probe.ts',
      "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('Route files do not query the database');
  });

  it('lets a service query the database', async () => {
    const result = await lint(
      'apps/api/src/services/shared/boundary-probe.ts',
      "import { eq } from 'drizzle-orm';\nexport const probe = eq;\n",
    );
    expect(result).toEqual({ failed: false, output: '' });
  });
});

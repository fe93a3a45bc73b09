import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Pattern = { group: string[]; message?: string };
type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: Pattern[] } } } } };
};

const webRoot = new URL('../../', import.meta.url);
const config = JSON.parse(readFileSync(new URL('biome.json', webRoot), 'utf8')) as { overrides: Override[] };
const features = readdirSync(new URL('src/features/', webRoot), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const questionTypes = readdirSync(new URL('src/question-types/', webRoot), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

const bannedIn = (folder: string, root = 'src/features'): string[] => {
  const override = config.overrides.find((o) => o.includes.includes(`${root}/${folder}/**`));
  const patterns = override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
  return patterns.flatMap((p) => p.group);
};

// The lint rule names every other feature (question type), so a new folder needs its own override in biome.json.
describe('apps/web/biome.json import boundaries', () => {
  it.each(features)('%s may import no other feature and no package but contract and domain', (folder) => {
    const banned = bannedIn(folder);
    for (const other of features.filter((f) => f !== folder)) expect(banned).toContain(`**/${other}/**`);
    expect(banned).not.toContain(`**/${folder}/**`);
    expect(banned).toEqual(
      expect.arrayContaining(['@placement/*', '!@placement/contract', '!@placement/domain']),
    );
  });

  it.each(questionTypes)('question type %s imports no feature and no other question type', (folder) => {
    const banned = bannedIn(folder, 'src/question-types');
    for (const other of questionTypes.filter((t) => t !== folder)) expect(banned).toContain(`**/${other}/**`);
    expect(banned).toEqual(expect.arrayContaining(['**/features/**', '**/app/**', '!@placement/domain']));
  });
});

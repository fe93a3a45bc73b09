import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaces = [
  'apps/api',
  'apps/judge',
  'apps/web',
  'packages/contract',
  'packages/db',
  'packages/domain',
  'packages/similarity',
];
const builtins = new Set(builtinModules);
// used from CSS (`@import 'tailwindcss'`), or read as files (each tree-sitter grammar's .wasm: see
// packages/similarity/src/grammars.ts), rather than imported
const importedOutsideCode = new Set([
  'tailwindcss',
  'tree-sitter-c',
  'tree-sitter-cpp',
  'tree-sitter-java',
  'tree-sitter-javascript',
  'tree-sitter-python',
]);

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
/** A dependency's own manifest, where npm put it: under the workspace, or hoisted to the root. */
function installed(dir: string, name: string): Manifest & { peerDependencies?: Record<string, string> } {
  const nested = join(root, dir, 'node_modules', name, 'package.json');
  const path = existsSync(nested) ? nested : join(root, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}
const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    for (const entry of readdirSync(path)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      const full = join(path, entry);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry) && !entry.endsWith('.d.ts')) files.push(full);
    }
  };
  visit(join(root, dir));
  return files;
}

/** Code that ships: not tests, test support, benches, browser tests or build configuration. */
function ships(file: string): boolean {
  const path = relative(root, file);
  return /\/src\//.test(path) && !/\.test\.tsx?$/.test(path) && !/\/src\/(test|testing|fuzz)\//.test(path);
}

/** The packages a file imports: at run time only, or types too (type-only imports are erased by the compiler). */
function importedPackages(file: string, { types = false } = {}): string[] {
  const text = readFileSync(file, 'utf8');
  const skipTypes = types ? '' : '(?!type\\s)';
  const specifiers = [
    ...text.matchAll(new RegExp(`^\\s*import\\s+${skipTypes}(?:[^'";]*?\\sfrom\\s+)?['"]([^'"]+)['"]`, 'gm')),
    ...text.matchAll(new RegExp(`^\\s*export\\s+${skipTypes}[^'";]*?\\sfrom\\s+['"]([^'"]+)['"]`, 'gm')),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !builtins.has(name) && !name.startsWith('virtual:'));
}

describe('package manifests', () => {
  const rootDev = Object.keys(manifest('.').devDependencies ?? {});

  for (const dir of workspaces) {
    it(`${dir} declares every package its shipped code imports, as a dependency`, () => {
      const declared = new Set(Object.keys(manifest(dir).dependencies ?? {}));
      const missing = new Set<string>();
      for (const file of sourceFiles(dir).filter(ships))
        for (const name of importedPackages(file))
          if (!declared.has(name)) missing.add(`${name} (${relative(root, file)})`);
      expect([...missing]).toEqual([]);
    });

    // type-only imports too: they are erased from the build, but the type-check resolves them through the
    // workspace's own manifest, not through whichever package npm happened to hoist
    it(`${dir} declares the packages its code, tests and tools import, types included`, () => {
      const own = manifest(dir);
      const declared = new Set([
        ...Object.keys(own.dependencies ?? {}),
        ...Object.keys(own.devDependencies ?? {}),
        ...rootDev,
      ]);
      const missing = new Set<string>();
      for (const file of sourceFiles(dir))
        for (const name of importedPackages(file, { types: true }))
          if (!declared.has(name)) missing.add(`${name} (${relative(root, file)})`);
      expect([...missing]).toEqual([]);
    });

    it(`${dir} declares no package it never imports`, () => {
      const own = manifest(dir);
      const declared = [...Object.keys(own.dependencies ?? {}), ...Object.keys(own.devDependencies ?? {})];
      const used = new Set(sourceFiles(dir).flatMap((file) => importedPackages(file, { types: true })));
      // a peer that a declared package asks its user to install (ioredis for bullmq) is used through it
      const peers = new Set(
        declared.flatMap((name) => Object.keys(installed(dir, name).peerDependencies ?? {})),
      );
      const unused = declared.filter(
        (name) =>
          !used.has(name) &&
          !peers.has(name) &&
          !name.startsWith('@types/') &&
          !importedOutsideCode.has(name),
      );
      expect(unused).toEqual([]);
    });
  }
});

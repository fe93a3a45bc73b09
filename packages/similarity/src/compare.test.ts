import { describe, expect, it } from 'vitest';
import { compareSubmissions, MAX_KEPT_PAIRS, type SimilarPair } from './compare';
import {
  INDEPENDENT_BUILTINS,
  INDEPENDENT_SORTED,
  ORIGINAL,
  RENAMED_COPY,
  STARTER,
} from './testing/programs';

const submissions = [
  { key: 'original', code: ORIGINAL },
  { key: 'copy', code: RENAMED_COPY },
  { key: 'builtins', code: INDEPENDENT_BUILTINS },
  { key: 'sorted', code: INDEPENDENT_SORTED },
];

const pairOf = (pairs: SimilarPair[], a: string, b: string) =>
  pairs.find((p) => (p.left === a && p.right === b) || (p.left === b && p.right === a));

describe('compareSubmissions', () => {
  it('finds a copy with renamed variables and comments, with its shared fragment located in both codes', async () => {
    const pairs = await compareSubmissions({ language: 'py', submissions, boilerplate: [STARTER] });
    const copied = pairOf(pairs, 'original', 'copy')!;
    expect(copied.similarity).toBeGreaterThan(0.9);
    expect(copied.longestLines).toBeGreaterThanOrEqual(8);
    const fragment = copied.fragments[0]!;
    // the solve function: lines 10-19 (zero-based from 9) in both files
    const lines = (code: string, s: { startRow: number; endRow: number }) =>
      code
        .split('\n')
        .slice(s.startRow, s.endRow + 1)
        .join('\n');
    expect(lines(ORIGINAL, fragment.left)).toContain('best = value');
    expect(lines(RENAMED_COPY, fragment.right)).toContain('top = item');
    expect(pairs[0]).toBe(copied);
  });

  it('keeps independent solutions of the same easy problem low once the starter code is subtracted', async () => {
    const pairs = await compareSubmissions({ language: 'py', submissions, boilerplate: [STARTER] });
    for (const [a, b] of [
      ['original', 'builtins'],
      ['original', 'sorted'],
      ['builtins', 'sorted'],
    ] as const) {
      expect(pairOf(pairs, a, b)?.similarity ?? 0).toBeLessThan(0.3);
    }
  });

  it('counts the starter code as shared when it is not given as boilerplate', async () => {
    const withStarter = await compareSubmissions({ language: 'py', submissions, boilerplate: [] });
    expect(pairOf(withStarter, 'builtins', 'sorted')!.similarity).toBeGreaterThan(0.5);
  });

  it('parses every language the judge runs', async () => {
    const programs = {
      c: [
        '#include <stdio.h>\nint main(void) {\n  int total = 0;\n  for (int i = 0; i < 10; i++) {\n    total += i * i;\n  }\n  printf("%d\\n", total);\n  return 0;\n}\n',
      ],
      cpp: [
        '#include <iostream>\nint main() {\n  long total = 0;\n  for (int i = 0; i < 10; i++) {\n    total += i * i;\n  }\n  std::cout << total << std::endl;\n  return 0;\n}\n',
      ],
      java: [
        'public class Main {\n  public static void main(String[] args) {\n    int total = 0;\n    for (int i = 0; i < 10; i++) {\n      total += i * i;\n    }\n    System.out.println(total);\n  }\n}\n',
      ],
      js: [
        'let total = 0;\nfor (let i = 0; i < 10; i++) {\n  total += i * i;\n}\nconsole.log(total);\nconsole.log(total * 2);\n',
      ],
    } as const;
    for (const [language, [code]] of Object.entries(programs) as [
      keyof typeof programs,
      readonly [string],
    ][]) {
      const renamed = code.replaceAll('total', 'acc').replaceAll(/\bi\b/g, 'k');
      const pairs = await compareSubmissions({
        language,
        submissions: [
          { key: 'a', code },
          { key: 'b', code: renamed },
        ],
        boilerplate: [],
      });
      expect(pairs[0]?.similarity, language).toBe(1);
    }
  });

  it('does not pair two codes of one owner (two attempts of one student)', async () => {
    const pairs = await compareSubmissions({
      language: 'py',
      submissions: [
        { key: 'first try', code: ORIGINAL, owner: 'asha' },
        { key: 'second try', code: RENAMED_COPY, owner: 'asha' },
        { key: 'bala', code: RENAMED_COPY, owner: 'bala' },
      ],
      boilerplate: [STARTER],
    });
    expect(pairs.map((p) => [p.left, p.right].sort().join(' + ')).sort()).toEqual([
      'bala + first try',
      'bala + second try',
    ]);
  });

  it('keeps only the most similar pairs of a large cohort whose answers all look alike', async () => {
    const submissions = Array.from({ length: 102 }, (_, i) => ({
      key: String(i),
      code: i % 2 ? ORIGINAL : `${ORIGINAL}\nprint(${i})\n`,
    }));
    const pairs = await compareSubmissions({ language: 'py', submissions, boilerplate: [] });
    expect(pairs).toHaveLength(MAX_KEPT_PAIRS);
    // the 51 * 50 / 2 pairs of identical codes come first
    expect(pairs[0]!.similarity).toBe(1);
    expect(pairs.at(-1)!.similarity).toBeLessThanOrEqual(pairs[0]!.similarity);
  });
});

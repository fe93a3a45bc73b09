import { describe, expect, it } from 'vitest';
import { compareInWorker } from './run-in-worker';
import { INDEPENDENT_BUILTINS, ORIGINAL, RENAMED_COPY, STARTER } from './testing/programs';

describe('compareInWorker', () => {
  it('compares each group in a worker thread and returns each group’s pairs', async () => {
    const [python, empty] = await compareInWorker([
      {
        language: 'py',
        submissions: [
          { key: 'original', code: ORIGINAL },
          { key: 'copy', code: RENAMED_COPY },
          { key: 'builtins', code: INDEPENDENT_BUILTINS },
        ],
        boilerplate: [STARTER],
      },
      {
        language: 'c',
        submissions: [{ key: 'alone', code: 'int main(void) { return 0; }' }],
        boilerplate: [],
      },
    ]);
    expect(python?.map((p) => [p.left, p.right])).toEqual([['original', 'copy']]);
    expect(python?.[0]?.similarity).toBe(1);
    expect(empty).toEqual([]);
  });

  it('stops a comparison that runs past its time limit', async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ key: String(i), code: `${ORIGINAL}\n# ${i}\n` }));
    await expect(
      compareInWorker([{ language: 'py', submissions: many, boilerplate: [] }], {
        timeoutMs: 50,
        memoryMb: 256,
      }),
    ).rejects.toThrow(/longer than/);
  });
});

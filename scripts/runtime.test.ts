import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** End of life of the Node LTS lines (nodejs.org/en/about/previous-releases); a line past it gets no fixes. */
const endOfLife: Record<number, string> = {
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};

/** The Node major versions the root manifest's `engines.node` accepts, e.g. `^20.19.0 || >=24` → 20, 24. */
function engineMajors(range: string): { majors: number[]; andLater: number | undefined } {
  const parts = range.split('||').map((part) => part.trim());
  const majors = parts.map((part) => Number(/\d+/.exec(part)?.[0]));
  const open = parts.find((part) => part.startsWith('>='));
  return { majors, andLater: open ? Number(/\d+/.exec(open)?.[0]) : undefined };
}

describe('the Node runtime', () => {
  const images = [...read('Dockerfile').matchAll(/^FROM node:(\d+)-(\S+)/gm)].map((match) => ({
    major: Number(match[1]),
    variant: match[2],
  }));

  it('the container images run one Node LTS line that is still supported', () => {
    expect(images.length).toBeGreaterThan(0);
    const majors = new Set(images.map((image) => image.major));
    expect(majors.size).toBe(1);
    const [major] = majors as unknown as [number];
    expect(endOfLife[major], `Node ${major} is not a known LTS line`).toBeDefined();
    expect(
      new Date().toISOString().slice(0, 10) < (endOfLife[major] as string),
      `Node ${major} is past its end of life`,
    ).toBe(true);
  });

  it("on Debian 12 (bookworm), where the judge's openjdk-17-jdk-headless comes from", () => {
    for (const image of images) expect(image.variant).toBe('bookworm-slim');
  });

  it("the manifest's engines accept the containers' Node", () => {
    const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
    const { majors, andLater } = engineMajors(engines.node);
    for (const { major } of images)
      expect(majors.includes(major) || (andLater !== undefined && major >= andLater)).toBe(true);
  });
});

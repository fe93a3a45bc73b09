import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, 1-min load average ${loadavg()[0]?.toFixed(2)} at the end (other work on the machine inflates every figure)`;

/** Replaces (or appends) the section between the bench's markers in docs/benchmarks.md. */
export function writeSection(name: string, markdown: string) {
  const file = 'docs/benchmarks.md';
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '# Benchmarks\n';
  }
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

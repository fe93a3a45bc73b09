import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trafficModel, webTimers } from './traffic-model';

const web = (file: string) => readFileSync(`apps/web/src/features/student-assessments/${file}`, 'utf8');
const millis = (text: string, name: string) => {
  const match = new RegExp(`${name} = ([\\d_ *]+);`).exec(text);
  if (!match?.[1]) throw new Error(`${name} not found`);
  return match[1]
    .split('*')
    .map((part) => Number(part.replaceAll('_', '').trim()))
    .reduce((a, b) => a * b, 1);
};

describe('the traffic model matches the web code', () => {
  it('has the timers of the test page', () => {
    expect(millis(web('api/health.ts'), 'PROBE_EVERY_MS')).toBe(webTimers.pingEveryMs);
    // the camera's schedule lives in the domain, where the server's snapshot budget reads it too
    const schedule = readFileSync('packages/domain/src/proctoring/snapshot-budget.ts', 'utf8');
    expect(millis(schedule, 'SNAPSHOT_MS')).toBe(webTimers.snapshotEveryMs);
  });

  it('names paths the web code still sends, from files that exist', () => {
    for (const entry of trafficModel) {
      const file = entry.source.split(' ')[0]!;
      const text = readFileSync(file, 'utf8');
      // the path's fixed parts around the assessment id, as they appear in the web code's template string
      for (const part of entry.path.split('?')[0]!.split(':id')) {
        if (part) expect(text, `${entry.route} in ${file}`).toContain(part);
      }
      readFileSync(entry.server.split(' ')[0]!, 'utf8');
    }
  });
});

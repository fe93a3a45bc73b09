import { spawn } from 'node:child_process';

/**
 * The pinger's program, run in a process of its own: a pinger sharing the server's event loop would be frozen
 * with it and measure nothing. Its first ping (connection set-up) is not counted.
 */
const PINGER = `
const url = process.argv[1];
const latencies = [];
let running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  for (let first = true; running; first = false) {
    const started = performance.now();
    try { await fetch(url); if (!first) latencies.push(performance.now() - started); }
    catch { latencies.push(Infinity); }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(JSON.stringify(latencies));
})();
`;

/**
 * Pings `url` every 20 ms from another process while `work` runs, and returns each ping's round trip in ms:
 * how long a student's connection probe waits while the server does `work`.
 */
export async function pingsDuring<T>(
  url: string,
  work: () => Promise<T>,
): Promise<{ result: T; pings: number[] }> {
  const pinger = spawn(process.execPath, ['-e', PINGER, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  pinger.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<void>((resolve) => pinger.once('exit', () => resolve()));
  const stop = async () => {
    pinger.stdin.end();
    await exited;
    return JSON.parse(out || '[]') as number[];
  };
  // the pinger is under way before the work starts
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    const result = await work();
    return { result, pings: await stop() };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The longest time this process's event loop went without a turn while `work` ran, counted in the CPU time the
 * process spent in it (all its threads): what the server's own work blocked, which a busy machine does not
 * lengthen. A turn the machine's other processes delay costs wall time, not CPU time.
 */
export async function longestStall<T>(
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: number; wallMs: number }> {
  let longest = { cpuMs: 0, wallMs: 0 };
  let cpu = process.cpuUsage();
  let wall = performance.now();
  const tick = setInterval(() => {
    const spent = process.cpuUsage(cpu);
    const now = performance.now();
    const cpuMs = (spent.user + spent.system) / 1000;
    if (cpuMs > longest.cpuMs) longest = { cpuMs, wallMs: now - wall };
    cpu = process.cpuUsage();
    wall = now;
  }, 10);
  try {
    const result = await work();
    return { result, ...longest };
  } finally {
    clearInterval(tick);
  }
}

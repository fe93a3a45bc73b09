import type { Language } from '../language';

// Node: V8's platform workers are cut to one (a run gets one core anyway), so its threads stay well under
// the pids cap: main, one V8 worker, libuv's pool of four (started on first use) and a signal thread.
// Deep recursion is common in contest code: V8's stack guard is raised to 48 MB, under the 64 MB
// RLIMIT_STACK the sandbox sets when there is no address-space limit (beyond it V8 would segfault).
export const NODE_RUN_FLAGS = ['--v8-pool-size=1', '--stack-size=49152'];

/** V8 sizes its heap from the host's memory: like -Xmx, the old space gets the program's limit. */
function nodeRun(memoryMb: number): string[] {
  return ['/usr/bin/node', `--max-old-space-size=${memoryMb}`, ...NODE_RUN_FLAGS, '/app/main.js'];
}

export const javascript: Language = {
  id: 'js',
  name: 'JavaScript (Node.js)',
  sourceFile: () => 'main.js',
  // `node --check` parses as a CommonJS module: a syntax error is a compile error, not one per testcase.
  compile: {
    command: () => ['/bin/sh', '-c', '/usr/bin/node --check main.js && exec /usr/bin/cp main.js out/main.js'],
    flags: [],
  },
  run: (memoryMb) => nodeRun(memoryMb),
  // V8 reserves address space far beyond what it touches: bounded by the cgroup and the heap flag instead.
  // Without a cgroup, the address space: hello world starts at 704 MB, a 256 MB heap in use needs 1 GB
  // (Node 20), and Buffers live outside the heap, so this is what bounds them.
  addressSpaceLimit: false,
  withoutCgroup: { addressSpaceMb: (memoryMb: number) => memoryMb + 1024 },
  pids: 64,
  openFiles: 64,
  memoryOverheadMb: 64,
  extraBinds: [],
  helloWorld: 'console.log("hello");\n',
};

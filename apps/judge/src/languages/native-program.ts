import type { Language } from './language';

/** How a program gcc or g++ built runs: the executable alone, under every rlimit, with no runtime to bind. */
export const nativeProgram = {
  run: () => ['/app/main'],
  addressSpaceLimit: true,
  pids: 32,
  openFiles: 64,
  memoryOverheadMb: 0,
  extraBinds: [],
} satisfies Partial<Language>;

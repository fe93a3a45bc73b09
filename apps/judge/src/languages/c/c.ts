import { C_FLAGS } from '../gcc-flags';
import type { Language } from '../language';

export const c: Language = {
  id: 'c',
  name: 'C (gcc, GNU C17)',
  sourceFile: () => 'main.c',
  compile: {
    command: () => ['/usr/bin/gcc', ...C_FLAGS, '-o', 'out/main', 'main.c', '-lm'],
    flags: C_FLAGS,
  },
  run: () => ['/app/main'],
  addressSpaceLimit: true,
  pids: 32,
  openFiles: 64,
  memoryOverheadMb: 0,
  extraBinds: [],
  helloWorld: '#include <stdio.h>\nint main(void){puts("hello");return 0;}\n',
};

import { C_FLAGS } from '../gcc-flags';
import type { Language } from '../language';
import { nativeProgram } from '../native-program';
import { THREAD_STACK_FILE } from '../thread-stack';

export const c: Language = {
  id: 'c',
  name: 'C (gcc, GNU C17)',
  sourceFile: () => 'main.c',
  compile: {
    command: () => ['/usr/bin/gcc', ...C_FLAGS, '-o', 'out/main', 'main.c', THREAD_STACK_FILE.name, '-lm'],
    flags: C_FLAGS,
    extraFiles: [THREAD_STACK_FILE],
  },
  ...nativeProgram,
  helloWorld: '#include <stdio.h>\nint main(void){puts("hello");return 0;}\n',
};

import { CPP_FLAGS } from '../gcc-flags';
import type { Language } from '../language';
import { nativeProgram } from '../native-program';
import { THREAD_STACK_FILE } from '../thread-stack';

export const cpp: Language = {
  id: 'cpp',
  name: 'C++ (g++, C++17)',
  sourceFile: () => 'main.cpp',
  // /pch is searched first so <bits/stdc++.h> resolves to the precompiled header when it was built.
  compile: {
    command: () => [
      '/usr/bin/g++',
      ...CPP_FLAGS,
      '-I/pch',
      '-o',
      'out/main',
      'main.cpp',
      THREAD_STACK_FILE.name,
    ],
    flags: CPP_FLAGS,
    extraFiles: [THREAD_STACK_FILE],
  },
  precompiledHeader: true,
  ...nativeProgram,
  helloWorld: '#include <bits/stdc++.h>\nint main(){std::cout<<"hello\\n";}\n',
};

import type { Language } from '../language';

const PY_CHECK = [
  'import sys, traceback',
  'src = open("main.py", "rb").read()',
  'try:\n    compile(src, "main.py", "exec")',
  'except (SyntaxError, ValueError) as e:\n    sys.stderr.write("".join(traceback.format_exception_only(e)))\n    sys.exit(1)',
  'open("out/main.py", "wb").write(src)',
].join('\n');

export const python: Language = {
  id: 'py',
  name: 'Python 3',
  sourceFile: () => 'main.py',
  // A syntax check up front turns a SyntaxError into a compile error instead of failing every testcase.
  compile: { command: () => ['/usr/bin/python3', '-S', '-B', '-c', PY_CHECK], flags: [] },
  run: () => ['/usr/bin/python3', '-S', '-B', '/app/main.py'],
  addressSpaceLimit: true,
  pids: 32,
  openFiles: 64,
  memoryOverheadMb: 0,
  extraBinds: [],
  helloWorld: 'print("hello")\n',
};

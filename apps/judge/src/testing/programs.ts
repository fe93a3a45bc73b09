import type { LanguageId } from '../languages/language';

export type ProgramKind =
  | 'sum'
  | 'wrong'
  | 'syntax'
  | 'crash'
  | 'spin'
  | 'hog'
  | 'flood'
  | 'countTokens'
  | 'escape';

/** One small program per language and behaviour, shared by the judge tests and the benchmark. */
export const programs: Record<LanguageId, Record<ProgramKind, string>> = {
  py: {
    sum: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint(a + b)\n',
    wrong: 'import sys\na, b = map(int, sys.stdin.read().split())\nprint(a + b + 1)\n',
    syntax: 'print("unclosed"\n',
    crash: 'raise RuntimeError("boom")\n',
    spin: 'while True:\n    pass\n',
    hog: 'chunks = []\nwhile True:\n    chunks.append(b"x" * (8 << 20))\n',
    flood: 'import sys\nline = "y" * 1023 + "\\n"\nwhile True:\n    sys.stdout.write(line)\n',
    countTokens: 'import sys\nprint(len(sys.stdin.buffer.read().split()))\n',
    escape: 'print("\\x1b[31mred\\x1b[0m")\n',
  },
  c: {
    sum: '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n',
    wrong:
      '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b+1);return 0;}\n',
    syntax: 'int main(void) { return 0 }\n',
    crash: 'int main(void){volatile int *p = 0; *p = 1; return 0;}\n',
    spin: 'int main(void){volatile unsigned long i = 0; for(;;) i++; return 0;}\n',
    hog: '#include <stdlib.h>\n#include <string.h>\nint main(void){for(;;){char *p = malloc(8<<20); if(!p) return 3; memset(p, 1, 8<<20);}}\n',
    flood:
      '#include <stdio.h>\nint main(void){for(;;) puts("yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy");}\n',
    countTokens:
      '#include <stdio.h>\nint main(void){char w[64]; long n = 0; while(scanf("%63s", w) == 1) n++; printf("%ld\\n", n); return 0;}\n',
    escape: '#include <stdio.h>\nint main(void){printf("\\x1b[31mred\\x1b[0m\\n");return 0;}\n',
  },
  cpp: {
    sum: '#include <bits/stdc++.h>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
    wrong: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b+1<<"\\n";}\n',
    syntax: '#include <iostream>\nint main(){ std::cout << 1 }\n',
    crash: '#include <vector>\nint main(){std::vector<int> v; return v.at(5);}\n',
    spin: 'int main(){volatile unsigned long i = 0; for(;;) i++;}\n',
    hog: '#include <vector>\n#include <cstring>\nint main(){std::vector<char*> v; for(;;){char* p = new char[8<<20]; std::memset(p, 1, 8<<20); v.push_back(p);}}\n',
    flood:
      '#include <cstdio>\nint main(){for(;;) std::puts("yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy");}\n',
    countTokens:
      '#include <bits/stdc++.h>\nint main(){std::ios::sync_with_stdio(false);std::string w;long n=0;while(std::cin>>w)n++;std::cout<<n<<"\\n";}\n',
    escape: '#include <cstdio>\nint main(){std::printf("\\x1b[31mred\\x1b[0m\\n");}\n',
  },
  java: {
    sum: 'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); long x = s.nextLong(), y = s.nextLong(); System.out.println(x + y); } }\n',
    wrong:
      'import java.util.*;\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); long x = s.nextLong(), y = s.nextLong(); System.out.println(x + y + 1); } }\n',
    syntax: 'public class Main { public static void main(String[] a) { int x = } }\n',
    crash:
      'public class Main { public static void main(String[] a) { throw new IllegalStateException("boom"); } }\n',
    spin: 'public class Main { static volatile long i; public static void main(String[] a) { for (;;) i++; } }\n',
    hog: 'import java.util.*;\npublic class Main { public static void main(String[] a) { List<byte[]> l = new ArrayList<>(); for (;;) { byte[] b = new byte[8 << 20]; Arrays.fill(b, (byte) 1); l.add(b); } } }\n',
    flood:
      'public class Main { public static void main(String[] a) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < 1000; i++) sb.append("yyyyyyyy"); String s = sb.toString(); for (;;) System.out.println(s); } }\n',
    countTokens:
      'import java.io.*;\npublic class Main { public static void main(String[] a) throws IOException { StreamTokenizer t = new StreamTokenizer(new BufferedInputStream(System.in)); t.resetSyntax(); t.wordChars(33, 255); t.whitespaceChars(0, 32); long n = 0; while (t.nextToken() != StreamTokenizer.TT_EOF) n++; System.out.println(n); } }\n',
    escape:
      'public class Main { public static void main(String[] a) { System.out.println("\\u001b[31mred\\u001b[0m"); } }\n',
  },
  js: {
    sum: 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n',
    wrong:
      'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a + b + 1);\n',
    syntax: 'console.log("unclosed";\n',
    crash: 'throw new Error("boom");\n',
    spin: 'let i = 0;\nfor (;;) i++;\n',
    // Arrays live on the V8 heap: --max-old-space-size stops them with V8's own out-of-memory abort.
    hog: 'const chunks = [];\nfor (;;) chunks.push(new Array(1 << 20).fill(1.5));\n',
    // process.stdout on a socket queues what it cannot write at once, so a console.log loop grows memory
    // (memory or time limit); blocking writes to fd 1 reach the output limit like the other languages.
    flood:
      'const fs = require("fs");\nconst line = "y".repeat(1023) + "\\n";\nfor (;;) fs.writeSync(1, line);\n',
    countTokens:
      'const text = require("fs").readFileSync(0, "latin1").trim();\nconsole.log(text ? text.split(/\\s+/).length : 0);\n',
    escape: 'console.log("\\x1b[31mred\\x1b[0m");\n',
  },
};

const MAIN_BODY =
  'public static void main(String[] a) { java.util.Scanner s = new java.util.Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); }';
const longName = `N${'ested'.repeat(12)}`;

/** Java reference programs: each is a correct sum of two numbers, written the way students write Java. */
export const javaReferencePrograms: Record<string, string> = {
  'a package line': `package com.example.solution;\nimport java.util.*;\npublic class Main { ${MAIN_BODY} }\n`,
  'HackerRank Solution class': `import java.io.*;\npublic class Solution { ${MAIN_BODY} }\n`,
  'a package and a non-Main public class': `package hr;\npublic class Solution { ${MAIN_BODY} }\n`,
  'a non-ASCII class and helper': `public class Lösung { static class Hilfsklasse_Ω { long v = 0; } ${MAIN_BODY} }\nclass Ärger { }\n`,
  'a nested class file name over 100 bytes': `public class Outer { static class ${longName} { static class ${longName}2 { } } public static void main(String[] a) { new ${longName}.${longName}2(); java.util.Scanner s = new java.util.Scanner(System.in); System.out.println(s.nextLong() + s.nextLong()); } }\n`,
  'no public class, one class with main': `class Program { ${MAIN_BODY} }\nclass Helper { }\n`,
  'main in a public class beside a class Main': `class Main { public static void main(String[] a) { System.out.println("wrong class"); } }\npublic class Runner { ${MAIN_BODY} }\n`,
  'main inherited from a superclass, beside a tool with its own main': `class Base { ${MAIN_BODY} }\nclass Tool { public static void main(String[] a) { System.out.println("not me"); } }\npublic class Main extends Base { }\n`,
  'main inherited through two superclasses, in a package': `package p;\nabstract class Root { ${MAIN_BODY} }\nclass Middle extends Root { }\nclass Tool { public static void main(String[] a) { } }\npublic class Solution extends Middle { }\n`,
  'a record and an enum beside it': `import java.util.*;\nrecord Pair(long a, long b) { long sum() { return a + b; } }\nenum Mode { SUM }\npublic class Main { public static void main(String[] a) { Scanner s = new Scanner(System.in); System.out.println(new Pair(s.nextLong(), s.nextLong()).sum()); } }\n`,
};

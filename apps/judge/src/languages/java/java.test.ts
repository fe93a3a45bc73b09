import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../../judge';
import { javaReferencePrograms } from '../../testing/programs';
import { createTestJudge, type TestJudge } from '../../testing/test-judge';
import { javaPublicType, javaSourceFile } from './main-class';

describe('javaPublicType', () => {
  it('finds the top-level public type, skipping comments, strings and nested types', () => {
    expect(javaPublicType('public class Main {}')).toBe('Main');
    expect(javaPublicType('package a.b;\nimport java.util.*;\npublic final class Solution { }')).toBe(
      'Solution',
    );
    expect(
      javaPublicType(
        '// public class Comment {}\n/* public class Block {} */\nclass Helper { public static class Nested {} String s = "public class Str {"; }\npublic class Real {}',
      ),
    ).toBe('Real');
    expect(javaPublicType('public record Point(int x, int y) {}')).toBe('Point');
    expect(javaPublicType('public class Ünïcödé {}')).toBe('Ünïcödé');
    expect(javaPublicType('public class \\u0041bc {}')).toBe('Abc');
    expect(javaPublicType('class Quiet { public static void main(String[] a) {} }')).toBeNull();
  });

  it('names the file after it, Main.java without one', () => {
    expect(javaSourceFile('public class Solution {}')).toBe('Solution.java');
    expect(javaSourceFile('class A {}')).toBe('Main.java');
  });
});

const limits = { timeMs: 2_000, memoryMb: 64, outputBytes: 1024 * 1024 };
let fixture: TestJudge;
let judge: Judge;

beforeAll(async () => {
  fixture = await createTestJudge({ poolSize: 2, precompileHeaders: false });
  judge = fixture.judge;
}, 120_000);
afterAll(() => fixture?.dispose());

function judgeJava(code: string) {
  return judge.judge({ language: 'java', code, testcases: [{ input: '2 3', expectedOutput: '5' }], limits });
}

describe('Java as the judges students know run it', () => {
  it.each(Object.entries(javaReferencePrograms))('accepts %s', async (_, code) => {
    const result = await judgeJava(code);
    expect(result.compile.message).toBe('');
    expect(result.results[0]?.error).toBe('');
    expect(result.verdict).toBe('accepted');
  });

  it('gives a compile error, not a runtime error, when no class has main', async () => {
    const result = await judgeJava('class Helper { static int f() { return 1; } }\n');
    expect(result.verdict).toBe('compile_error');
    expect(result.compile.message).toMatch(/no class has a method public static void main/);
  });

  it('gives a compile error when the public class has no main', async () => {
    const result = await judgeJava('public class Solution { static int f() { return 1; } }\n');
    expect(result.verdict).toBe('compile_error');
    expect(result.compile.message).toMatch(/class Solution has no method public static void main/);
  });

  it("reports javac's own message for a public class in the wrong file", async () => {
    const result = await judgeJava('public class A {}\npublic class B {}\n');
    expect(result.verdict).toBe('compile_error');
    expect(result.compile.message).toMatch(/class B is public, should be declared in a file named B\.java/);
  });

  it('runs the whole Java SE platform and sun.misc.Unsafe, not java.base alone', async () => {
    const code = `import java.awt.Point; import java.math.BigInteger; import java.util.logging.Level;
      public class Main { public static void main(String[] a) throws Exception {
        java.util.Scanner s = new java.util.Scanner(System.in);
        Point p = new Point(s.nextInt(), s.nextInt());
        java.lang.reflect.Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        java.sql.Date d = java.sql.Date.valueOf("2026-11-24");
        if (Level.parse("INFO") != Level.INFO || f == null || d.getTime() == 0) return;
        System.out.println(BigInteger.valueOf(p.x).add(BigInteger.valueOf(p.y))); } }\n`;
    const result = await judgeJava(code);
    expect(result.compile.message).toBe('');
    expect(result.results[0]?.error).toBe('');
    expect(result.verdict).toBe('accepted');
  });

  it('gives a compile error for a JDK tool module outside Java SE, which the runtime does not hold', async () => {
    const result = await judgeJava(
      'import com.sun.net.httpserver.HttpServer;\npublic class Main { public static void main(String[] a) { System.out.println(HttpServer.class); } }\n',
    );
    expect(result.verdict).toBe('compile_error');
    expect(result.compile.message).toMatch(
      /package com\.sun\.net\.httpserver (is not visible|does not exist)/,
    );
  });

  it("shows the JDK's own file and line numbers in a runtime error's stack trace", async () => {
    const result = await judge.judge({
      language: 'java',
      code: 'public class Main { public static void main(String[] a) { System.out.println(new java.util.Scanner(System.in).nextInt()); } }\n',
      testcases: [{ input: 'five', expectedOutput: '5' }],
      limits,
    });
    expect(result.verdict).toBe('runtime_error');
    expect(result.results[0]?.error).toMatch(
      /java\.util\.InputMismatchException[\s\S]*at java\.base\/java\.util\.Scanner\.\w+\(Scanner\.java:\d+\)[\s\S]*at Main\.main\(Main\.java:1\)/,
    );
  });

  it("keeps the JVM's warnings out of the answer", async () => {
    // Starting threads until the pids limit refuses one makes the JVM log a warning; the answer must not move.
    const code = `public class Main { public static void main(String[] a) throws Exception {
      try { for (int i = 0; i < 10000; i++) { Thread t = new Thread(() -> { try { Thread.sleep(100000); } catch (InterruptedException e) { } }); t.setDaemon(true); t.start(); } }
      catch (OutOfMemoryError e) { }
      System.out.println(5); System.out.flush(); Runtime.getRuntime().halt(0); } }\n`;
    const result = await judgeJava(code);
    const [run] = result.results;
    expect(run?.output).toBe('5\n');
    expect(run?.verdict).toBe('accepted');
  });
});

describe('class-data sharing', () => {
  it('runs Java in the linked runtime with the archive built for it, mapped (the VM says "sharing")', async () => {
    await judge.toolchainReady;
    const result = await judge.run({
      language: 'java',
      code: 'public class Main { public static void main(String[] a) { System.out.println(System.getProperty("java.home") + " " + new java.io.File("/cds/run.jsa").exists() + " " + System.getProperty("java.vm.info")); } }\n',
      input: '',
    });
    expect(result.error).toBe('');
    expect(result.output).toMatch(/^\/cds\/jre true .*sharing/);
  }, 120_000);
});

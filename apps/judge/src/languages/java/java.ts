import type { Language } from '../language';
import { JAVA_FLAGS, javacStep } from './javac';
import { findMainClass, javaPublicType, javaSourceFile } from './main-class';
import { JAVA_RUN_FLAGS, javaWithoutCgroup } from './run-flags';
import { CDS_MOUNT, RUN_ARCHIVE, RUNTIME_DIR } from './toolchain';

/**
 * Java 17 as the judges students know run it: the file named after the public type, the class to run read
 * from the class files, the linked runtime and class-data archive once built (class-data.ts), compiles in a
 * warm javac (javac-service.ts). Bounded by the cgroup and -Xmx, not an address-space limit.
 */
export const java: Language = {
  id: 'java',
  name: 'Java 17',
  sourceFile: javaSourceFile,
  compile: javacStep(JAVA_FLAGS),
  entryPoint: (files, code) =>
    findMainClass(
      files.filter((file) => file.name.endsWith('.class')).map((file) => Buffer.from(file.content)),
      javaPublicType(code),
    ),
  run: (memoryMb, entry, toolchain) => [
    toolchain.javaCds ? `${CDS_MOUNT}/${RUNTIME_DIR}/bin/java` : '/usr/bin/java',
    `-Xmx${memoryMb}m`,
    ...JAVA_RUN_FLAGS,
    ...(toolchain.javaCds ? [`-XX:SharedArchiveFile=${CDS_MOUNT}/${RUN_ARCHIVE}`] : []),
    '-cp',
    '/app',
    entry,
  ],
  toolchainBinds: (toolchain) => (toolchain.javaCds ? [{ src: toolchain.javaCds, dest: CDS_MOUNT }] : []),
  addressSpaceLimit: false,
  withoutCgroup: javaWithoutCgroup,
  pids: 256,
  openFiles: 1024,
  memoryOverheadMb: 192,
  extraBinds: ['/etc/alternatives', '/etc/java-17-openjdk'],
  helloWorld: 'public class Main { public static void main(String[] a) { System.out.println("hello"); } }\n',
};

import type { CompileStep } from '../language';
import { JVM_QUIET } from './run-flags';
import { CDS_MOUNT, JAVA_MODULES, JAVAC_ARCHIVE } from './toolchain';

export const JAVAC_BASE_FLAGS = ['-proc:none', '-encoding', 'UTF-8', '-nowarn'];
/** A submission sees only the modules the run's runtime holds. */
export const JAVA_FLAGS = [...JAVAC_BASE_FLAGS, '--limit-modules', JAVA_MODULES];
// javac is short-lived: the C1 compiler alone and the shared class archive halve its start-up.
export const JAVAC_JVM_FLAGS = [
  '-Xmx384m',
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-Xshare:auto',
  ...JVM_QUIET,
];

/** javac in the compile sandbox, with the class-data archive once it is built. */
export function javacStep(flags: string[]): CompileStep {
  return {
    command: (sourceFile, toolchain) => [
      '/usr/bin/javac',
      ...JAVAC_JVM_FLAGS.map((flag) => `-J${flag}`),
      ...(toolchain.javaCds ? [`-J-XX:SharedArchiveFile=${CDS_MOUNT}/${JAVAC_ARCHIVE}`] : []),
      ...flags,
      '-d',
      'out',
      sourceFile,
    ],
    flags,
  };
}

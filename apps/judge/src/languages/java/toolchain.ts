/**
 * Where a sandbox sees the class-data sharing archives and the run's Java runtime (class-data.ts), and their
 * names.
 */
export const CDS_MOUNT = '/cds';
export const JAVAC_ARCHIVE = 'javac.jsa';
export const RUN_ARCHIVE = 'run.jsa';
export const RUNTIME_DIR = 'jre';
/**
 * What a submission may use: the Java SE platform and sun.misc.Unsafe, as javac sees it and as the runtime holds
 * it. Without the JDK's tools and its 60 other jdk.* modules a JVM starts in 10 % less time.
 */
export const JAVA_MODULES = 'java.se,jdk.unsupported';

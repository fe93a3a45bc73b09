import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CompileContext, compileInSandbox } from '../../job/compile';
import type { ArtifactFile } from '../../machine/artifact-cache';
import { javaVersion } from './class-data';
import { java } from './java';
import { JAVAC_BASE_FLAGS, javacStep } from './javac';

/** The first four bytes the server writes once it is listening ("Java"). */
export const JAVAC_SERVER_READY = 0x4a617661;
/** Reply status for an artifact over the size given on the command line. */
export const JAVAC_SERVER_TOO_LARGE = -1;
export const JAVAC_SERVER_CLASS = 'JavacServer';

/**
 * The judge's javac kept warm in one JVM (javac-service.ts runs it in a sandbox). It calls javac's own
 * command-line entry point in the sandbox's /box, as the one-shot compile runs javac there, so the messages,
 * the class path (.) and the class files are the same.
 */
export const JAVAC_SERVER_SOURCE = `import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

/**
 * The judge's javac, kept warm: reads requests on stdin, compiles each in the working directory exactly as
 * \`javac <options> -d out <file>\` would there, and answers on stdout. The directory is emptied before and
 * after every compile, so nothing of one compile is visible to the next.
 *
 * Request: int name length, name (UTF-8), int source length, source (UTF-8).
 * Reply: int length of the rest, int javac's exit status (or TOO_LARGE), int length + javac's messages (UTF-8),
 * int file count, then per class file: int length + path under out (UTF-8), int length + content.
 */
public class JavacServer {
  static final int READY = 0x4a617661;
  static final int TOO_LARGE = -1;

  public static void main(String[] args) throws IOException {
    long maxArtifactBytes = Long.parseLong(args[0]);
    String[] options = Arrays.copyOfRange(args, 1, args.length);
    DataInputStream in = new DataInputStream(new BufferedInputStream(System.in));
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
    System.setOut(System.err);
    Path box = Paths.get("").toAbsolutePath();
    writeInt(out, READY);
    out.flush();
    while (true) {
      byte[] name;
      try {
        name = readBytes(in);
      } catch (EOFException closed) {
        return;
      }
      byte[] source = readBytes(in);
      empty(box);
      String file = new String(name, StandardCharsets.UTF_8);
      Files.write(box.resolve(file), source);
      Files.createDirectory(box.resolve("out"));
      ByteArrayOutputStream messages = new ByteArrayOutputStream();
      PrintWriter writer = new PrintWriter(new OutputStreamWriter(messages, StandardCharsets.UTF_8), true);
      String[] argv = Arrays.copyOf(options, options.length + 3);
      argv[options.length] = "-d";
      argv[options.length + 1] = "out";
      argv[options.length + 2] = file;
      int status = com.sun.tools.javac.Main.compile(argv, writer);
      writer.flush();
      List<Path> classes = new ArrayList<>();
      if (status == 0) collect(box.resolve("out"), classes);
      long total = 0;
      for (Path path : classes) total += Files.size(path);
      if (total > maxArtifactBytes) {
        status = TOO_LARGE;
        classes.clear();
      }
      ByteArrayOutputStream reply = new ByteArrayOutputStream();
      writeInt(reply, status);
      writeBytes(reply, messages.toByteArray());
      writeInt(reply, classes.size());
      for (Path path : classes) {
        String relative = box.resolve("out").relativize(path).toString();
        writeBytes(reply, relative.getBytes(StandardCharsets.UTF_8));
        writeBytes(reply, Files.readAllBytes(path));
      }
      empty(box);
      writeInt(out, reply.size());
      reply.writeTo(out);
      out.flush();
    }
  }

  /** Depth first in directory order, as \`tar -C out -cf - .\` lists them. */
  static void collect(Path dir, List<Path> found) throws IOException {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) collect(entry, found);
        else if (Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) found.add(entry);
      }
    }
  }

  /** Deletes everything under dir, leaving dir itself. */
  static void empty(Path dir) throws IOException {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) empty(entry);
        Files.delete(entry);
      }
    }
  }

  static byte[] readBytes(DataInputStream in) throws IOException {
    byte[] bytes = new byte[in.readInt()];
    in.readFully(bytes);
    return bytes;
  }

  static void writeInt(OutputStream out, int value) throws IOException {
    out.write(new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value});
  }

  static void writeBytes(OutputStream out, byte[] bytes) throws IOException {
    writeInt(out, bytes.length);
    out.write(bytes);
  }
}
`;

/** Where the class files are kept, keyed by the JDK and the source, so an upgrade builds them again. */
export function javacServerDir(cacheDir: string): string {
  const key = createHash('sha256')
    .update(`${javaVersion()}\0${JAVAC_SERVER_SOURCE}`)
    .digest('hex')
    .slice(0, 16);
  return join(cacheDir, `javac-server-${key}`);
}

/**
 * The server's class files, compiled once per JDK and source in a compile sandbox like any program and kept in
 * the judge's cache directory.
 */
export async function loadJavacServer(cacheDir: string, context: CompileContext): Promise<ArtifactFile[]> {
  const dir = javacServerDir(cacheDir);
  const names = await readdir(dir).catch((): string[] => []);
  if (names.includes(`${JAVAC_SERVER_CLASS}.class`)) {
    return Promise.all(
      names.map(async (name) => ({ name, content: await readFile(join(dir, name)), executable: false })),
    );
  }
  // the judge's own program, so it sees the whole JDK: javac's module is not one a submission may use
  const serverJava = { ...java, compile: javacStep(JAVAC_BASE_FLAGS) };
  const built = await compileInSandbox(serverJava, JAVAC_SERVER_SOURCE, { ...context, warm: undefined });
  if ('error' in built) throw new Error(`the javac server does not compile: ${built.error.message}`);
  const staging = `${dir}.${process.pid}.tmp`;
  await mkdir(staging, { recursive: true, mode: 0o755 });
  for (const file of built.files) await writeFile(join(staging, file.name), file.content);
  // Another judge may have stored the same classes meanwhile; either copy serves.
  await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  return built.files;
}

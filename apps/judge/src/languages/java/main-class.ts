/** What javac and the java launcher need to know about a submission, read from its source and class files. */
const IDENTIFIER = '[\\p{L}\\p{Nl}_$][\\p{L}\\p{Nl}\\p{Nd}\\p{Mn}\\p{Mc}\\p{Pc}\\p{Cf}$]*';
const PUBLIC_TYPE = new RegExp(
  `(?:^|[\\s;}])public\\s+(?:(?:abstract|final|static|strictfp|sealed|non-sealed)\\s+)*(?:class|interface|enum|record|@\\s*interface)\\s+(${IDENTIFIER})`,
  'u',
);
// A longer name would not fit a file name; javac then reports the mismatch itself.
const MAX_NAME_BYTES = 200;

/** javac reads \uXXXX escapes anywhere in a source file, before anything else. */
function decodeUnicodeEscapes(code: string): string {
  return code.replace(
    /(?<!\\)((?:\\\\)*)\\u+([0-9a-fA-F]{4})/g,
    (_, slashes: string, hex: string) => `${slashes}${String.fromCharCode(Number.parseInt(hex, 16))}`,
  );
}

/** The source with comments and literals blanked and everything inside braces dropped: the top level only. */
function topLevel(code: string): string {
  let out = '';
  let depth = 0;
  let i = 0;
  while (i < code.length) {
    const rest = code.slice(i, i + 3);
    let skipTo = -1;
    if (rest.startsWith('//')) skipTo = code.indexOf('\n', i);
    else if (rest.startsWith('/*')) skipTo = code.indexOf('*/', i + 2) + 2;
    else if (rest === '"""') skipTo = code.indexOf('"""', i + 3) + 3;
    else if (rest[0] === '"' || rest[0] === "'") {
      const quote = rest[0];
      let j = i + 1;
      while (j < code.length && code[j] !== quote && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      skipTo = j + 1;
    }
    if (skipTo !== -1) {
      out += ' ';
      i = skipTo <= i ? code.length : skipTo;
      continue;
    }
    const char = code[i] as string;
    if (char === '{' || char === '}') {
      depth = Math.max(0, depth + (char === '{' ? 1 : -1));
      out += ' ';
    } else if (depth === 0) {
      out += char;
    }
    i++;
  }
  return out;
}

/** The name of the top-level public type, which javac insists names the file; null when there is none. */
export function javaPublicType(code: string): string | null {
  const name = PUBLIC_TYPE.exec(topLevel(decodeUnicodeEscapes(code)))?.[1] ?? null;
  if (name === null || Buffer.byteLength(name) > MAX_NAME_BYTES) return null;
  return name;
}

export function javaSourceFile(code: string): string {
  return `${javaPublicType(code) ?? 'Main'}.java`;
}

interface ClassInfo {
  /** Binary name with dots: `pkg.Outer$Inner`. */
  name: string;
  /** The superclass's binary name; null for java.lang.Object itself. */
  superName: string | null;
  /** Declares main itself (the launcher also finds one a superclass declares). */
  hasMain: boolean;
}

const ACC_PUBLIC = 0x0001;
const ACC_STATIC = 0x0008;
const MAIN_DESCRIPTOR = '([Ljava/lang/String;)V';

/** Reads the class name and whether it declares `public static void main(String[])`; null if not a class file. */
export function readClassFile(data: Buffer): ClassInfo | null {
  try {
    if (data.readUInt32BE(0) !== 0xcafebabe) return null;
    let offset = 8;
    const count = data.readUInt16BE(offset);
    offset += 2;
    const utf8: (string | undefined)[] = [];
    const classNameIndex: (number | undefined)[] = [];
    for (let index = 1; index < count; index++) {
      const tag = data.readUInt8(offset);
      offset += 1;
      switch (tag) {
        case 1: {
          const length = data.readUInt16BE(offset);
          utf8[index] = data.toString('utf8', offset + 2, offset + 2 + length);
          offset += 2 + length;
          break;
        }
        case 7:
          classNameIndex[index] = data.readUInt16BE(offset);
          offset += 2;
          break;
        case 8:
        case 16:
        case 19:
        case 20:
          offset += 2;
          break;
        case 15:
          offset += 3;
          break;
        case 3:
        case 4:
        case 9:
        case 10:
        case 11:
        case 12:
        case 17:
        case 18:
          offset += 4;
          break;
        case 5:
        case 6:
          offset += 8;
          index++;
          break;
        default:
          return null;
      }
    }
    offset += 2; // access flags
    const thisClass = data.readUInt16BE(offset);
    const superClass = data.readUInt16BE(offset + 2);
    offset += 4;
    const interfaces = data.readUInt16BE(offset);
    offset += 2 + 2 * interfaces;
    const skipMembers = (readMember?: (flags: number, name: string, descriptor: string) => void) => {
      const members = data.readUInt16BE(offset);
      offset += 2;
      for (let m = 0; m < members; m++) {
        const flags = data.readUInt16BE(offset);
        const name = utf8[data.readUInt16BE(offset + 2)] ?? '';
        const descriptor = utf8[data.readUInt16BE(offset + 4)] ?? '';
        readMember?.(flags, name, descriptor);
        const attributes = data.readUInt16BE(offset + 6);
        offset += 8;
        for (let a = 0; a < attributes; a++) offset += 6 + data.readUInt32BE(offset + 2);
      }
    };
    skipMembers();
    let hasMain = false;
    skipMembers((flags, name, descriptor) => {
      const wanted = ACC_PUBLIC | ACC_STATIC;
      if (name === 'main' && descriptor === MAIN_DESCRIPTOR && (flags & wanted) === wanted) hasMain = true;
    });
    const name = utf8[classNameIndex[thisClass] ?? -1];
    if (!name) return null;
    const superName = utf8[classNameIndex[superClass] ?? -1]?.replaceAll('/', '.') ?? null;
    return { name: name.replaceAll('/', '.'), superName, hasMain };
  } catch {
    return null;
  }
}

export type MainClass = { ok: true; name: string } | { ok: false; message: string };

const MAIN_SIGNATURE = 'public static void main(String[] args)';

/**
 * The class to run, as the judges students know pick it: the public class when it has main, otherwise the
 * one class that has main (a top-level one first, then one called Main).
 */
export function findMainClass(classFiles: Buffer[], publicType: string | null): MainClass {
  const classes = classFiles.map(readClassFile).filter((info): info is ClassInfo => info !== null);
  const withMain = classes.filter((info) => info.hasMain);
  const simple = (name: string) => name.slice(name.lastIndexOf('.') + 1);
  if (publicType !== null) {
    // `java Solution` runs a main that Solution declares or inherits from a superclass of the submission
    const byName = new Map(classes.map((info) => [info.name, info]));
    const publicClass = classes.find((info) => simple(info.name) === publicType);
    const seen = new Set<string>();
    for (let info = publicClass; info && !seen.has(info.name); info = byName.get(info.superName ?? '')) {
      if (info.hasMain && publicClass) return { ok: true, name: publicClass.name };
      seen.add(info.name);
    }
  }
  const topLevel = withMain.filter((info) => !simple(info.name).includes('$'));
  for (const group of [withMain, topLevel, topLevel.filter((info) => simple(info.name) === 'Main')]) {
    if (group.length === 1 && group[0]) return { ok: true, name: group[0].name };
  }
  if (withMain.length === 0) {
    return {
      ok: false,
      message: publicType
        ? `error: class ${publicType} has no method ${MAIN_SIGNATURE}`
        : `error: no class has a method ${MAIN_SIGNATURE}; declare one in a public class`,
    };
  }
  const names = withMain.map((info) => info.name).join(', ');
  return {
    ok: false,
    message: `error: several classes have a main method (${names}); make the one to run public`,
  };
}

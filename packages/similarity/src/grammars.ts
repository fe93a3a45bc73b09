import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

/** The judge's languages (packages/domain JudgeLanguage), each with the tree-sitter grammar that parses it. */
export const GRAMMARS = {
  py: 'tree-sitter-python',
  java: 'tree-sitter-java',
  c: 'tree-sitter-c',
  cpp: 'tree-sitter-cpp',
  js: 'tree-sitter-javascript',
} as const;

export type SimilarityLanguage = keyof typeof GRAMMARS;

export const isSimilarityLanguage = (name: string): name is SimilarityLanguage =>
  Object.hasOwn(GRAMMARS, name);

const require = createRequire(import.meta.url);
const loaded = new Map<SimilarityLanguage, Promise<Language>>();
let runtime: Promise<void> | null = null;

/**
 * The grammar's WebAssembly build, which each official grammar package ships beside its native one: parsing
 * with web-tree-sitter needs no compiler at install time (see the package README for what that saves).
 */
function wasmPath(language: SimilarityLanguage): string {
  const name = GRAMMARS[language];
  return require.resolve(`${name}/${name}.wasm`);
}

/** A parser for the language, its grammar loaded once per thread. */
export async function parserFor(language: SimilarityLanguage): Promise<Parser> {
  runtime ??= Parser.init();
  await runtime;
  let grammar = loaded.get(language);
  if (!grammar) {
    grammar = Language.load(wasmPath(language));
    loaded.set(language, grammar);
  }
  const parser = new Parser();
  parser.setLanguage(await grammar);
  return parser;
}

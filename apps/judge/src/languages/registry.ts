import { UnknownLanguageError } from '../errors';
import { c } from './c/c';
import { cpp } from './cpp/cpp';
import { java } from './java/java';
import { javascript } from './javascript/javascript';
import type { Language, LanguageId } from './language';
import { python } from './python/python';

export type { CompileStep, Language, LanguageId, Toolchain } from './language';
export { NO_TOOLCHAIN } from './language';

/** Every language the judge runs, one folder each. */
export const languages: Record<LanguageId, Language> = { py: python, c, cpp, java, js: javascript };

const aliases: Record<string, LanguageId> = {
  py: 'py',
  python: 'py',
  python3: 'py',
  c: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  java: 'java',
  js: 'js',
  javascript: 'js',
  node: 'js',
  nodejs: 'js',
};

export const languageIds = Object.keys(languages) as LanguageId[];

/** Maps the spec's names (Python, Python3, python, py, C, Cpp, C++, Java, JavaScript, ...) onto a language id. */
export function resolveLanguage(name: string): Language {
  const id = aliases[name.trim().toLowerCase()];
  if (!id) throw new UnknownLanguageError(name);
  return languages[id];
}

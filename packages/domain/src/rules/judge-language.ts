export type JudgeLanguage = 'py' | 'c' | 'cpp' | 'java' | 'js';

const JUDGE_LANGUAGES: Readonly<Record<string, JudgeLanguage>> = {
  Python: 'py',
  Python3: 'py',
  python: 'py',
  C: 'c',
  c: 'c',
  Cpp: 'cpp',
  'C++': 'cpp',
  cpp: 'cpp',
  Java: 'java',
  java: 'java',
  JavaScript: 'js',
  javascript: 'js',
  js: 'js',
};

/** The judge's language for one of the spec's language names, or null for any other name. */
export const languageToJudge = (name: string): JudgeLanguage | null =>
  Object.hasOwn(JUDGE_LANGUAGES, name) ? JUDGE_LANGUAGES[name]! : null;

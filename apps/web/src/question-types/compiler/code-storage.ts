import type { CodeLanguageName } from '@placement/domain';

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the code on screen is still sent with the answer
  }
}

/** SPEC §3: the language the student last chose. */
const PREFERRED_LANGUAGE = 'preferredLanguage';

// Code is kept per question (testCode:<assessmentId>:<questionId>) so a reload loses nothing; the take-assessment screen
// clears it with the test's drafts.

export type CodeDraft = { language: CodeLanguage; code: Partial<Record<CodeLanguage, string>> };
export type CodeLanguage = CodeLanguageName;
export const languagePriority: CodeLanguage[] = ['Python', 'C', 'Cpp', 'Java', 'JavaScript'];

export function readCode(assessmentId: string, questionId: string): CodeDraft | null {
  return readJson<CodeDraft>(`testCode:${assessmentId}:${questionId}`);
}

export function saveCode(assessmentId: string, questionId: string, draft: CodeDraft): void {
  writeJson(`testCode:${assessmentId}:${questionId}`, draft);
}

export function preferredLanguage(): CodeLanguage | null {
  const value = localStorage.getItem(PREFERRED_LANGUAGE);
  return languagePriority.includes(value as CodeLanguage) ? (value as CodeLanguage) : null;
}

export function setPreferredLanguage(language: CodeLanguage): void {
  localStorage.setItem(PREFERRED_LANGUAGE, language);
}

/** SPEC §9: the preferred language when the question offers it, else Python, C, Cpp, Java, JavaScript in that order. */
export function defaultLanguage(available: CodeLanguage[]): CodeLanguage {
  const preferred = preferredLanguage();
  if (preferred && available.includes(preferred)) return preferred;
  return languagePriority.find((l) => available.includes(l)) ?? 'Python';
}

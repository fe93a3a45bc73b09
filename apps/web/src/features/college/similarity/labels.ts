const LANGUAGE_LABELS: Record<string, string> = {
  py: 'Python',
  java: 'Java',
  c: 'C',
  cpp: 'C++',
  js: 'JavaScript',
};

export const languageLabel = (language: string) => LANGUAGE_LABELS[language] ?? language;
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

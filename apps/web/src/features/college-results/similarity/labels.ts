const LANGUAGE_LABELS: Record<string, string> = {
  py: 'Python',
  java: 'Java',
  c: 'C',
  cpp: 'C++',
  js: 'JavaScript',
};

export const languageLabel = (language: string) => LANGUAGE_LABELS[language] ?? language;
/** the one way a similarity reads, on every screen and in the export */
export { similarityPercent as percent } from '@placement/contract';

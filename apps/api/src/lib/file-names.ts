/**
 * A download's file name made from text people wrote (an assessment's name): lower-case ASCII letters,
 * digits and single hyphens only, so it is safe in a Content-Disposition header and on any disk.
 */
export function fileStem(text: string, fallback: string, max = 60): string {
  const stem = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return stem || fallback;
}

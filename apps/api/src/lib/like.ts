/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally (PostgreSQL's default escape). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

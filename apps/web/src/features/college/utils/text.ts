/** Plain text of author HTML, for lists and labels (never rendered as HTML). */
export function plainText(html: string | undefined, max = 140): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const squeezed = text.replace(/\s+/g, ' ').trim();
  return squeezed.length > max ? `${squeezed.slice(0, max - 1)}…` : squeezed;
}

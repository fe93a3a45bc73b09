import DOMPurify from 'dompurify';
import { type ClipboardEvent, useMemo } from 'react';

const block = (event: ClipboardEvent) => event.preventDefault();

/** Question HTML, sanitized with DOMPurify before it is rendered; copying from it is blocked (SPEC §5). */
export function Html({ html, id, className = '' }: { html: string; id?: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      id={id}
      onCopy={block}
      onCut={block}
      className={`question-html select-none ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

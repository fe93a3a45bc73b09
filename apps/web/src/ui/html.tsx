import DOMPurify from 'dompurify';
import { type ClipboardEvent, useMemo, useRef } from 'react';
import { deferFileImages, useFileImages } from '../lib/files';

const block = (event: ClipboardEvent) => event.preventDefault();

/**
 * Question HTML, sanitized with DOMPurify before it is rendered; copying from it is blocked (SPEC §5). Images
 * stored with the question (an import's) are loaded with the student's token.
 */
export function Html({ html, id, className = '' }: { html: string; id?: string; className?: string }) {
  const clean = useMemo(
    () => deferFileImages(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })),
    [html],
  );
  const root = useRef<HTMLDivElement>(null);
  useFileImages(root, clean);
  return (
    <div
      ref={root}
      id={id}
      onCopy={block}
      onCut={block}
      className={`question-html select-none ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

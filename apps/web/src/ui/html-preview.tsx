import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Author-written HTML shown as students will see it, sanitized first (the server sanitizes again on save). */
export function HtmlPreview({ html, label = 'Preview' }: { html: string; label?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <div
        className="question-html prose-sm text-sm text-slate-900"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </div>
  );
}

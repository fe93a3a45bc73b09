import DOMPurify from 'dompurify';
import { createContext, useContext, useMemo, useRef } from 'react';
import type { ApiClient } from '../lib/api-client';
import { deferFileImages, useFileImages } from '../lib/files';

/** The session that may read question images stored as files (a staff portal provides its own). */
export const FileClientContext = createContext<ApiClient | null>(null);

/** Author-written HTML shown as students will see it, sanitized first (the server sanitizes again on save). */
export function HtmlPreview({ html, label = 'Preview' }: { html: string; label?: string }) {
  const client = useContext(FileClientContext);
  const clean = useMemo(() => {
    const sanitized = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
    return client ? deferFileImages(sanitized) : sanitized;
  }, [html, client]);
  const root = useRef<HTMLDivElement>(null);
  useFileImages(root, clean, client ?? undefined);
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3">
      <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <div
        ref={root}
        className="question-html prose-sm text-sm text-slate-900"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify just above
        dangerouslySetInnerHTML={{ __html: clean }}
      />
    </div>
  );
}

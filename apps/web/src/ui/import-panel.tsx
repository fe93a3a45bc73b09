import type { BulkInviteReply, ImportReply } from '@placement/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** A spreadsheet import's reply: questions or testcases (ImportReply), or students invited (BulkInviteReply). */
type ImportReport = ImportReply | BulkInviteReply;

type ImportPanelProps<Report extends ImportReport> = {
  label: string;
  onImport: (file: File) => Promise<Report>;
  /** what a good import did, e.g. "Imported 3 questions" */
  successText: (report: Report) => string;
  templates?: { label: string; download: () => Promise<void> }[];
};

function SkippedRows({ rows }: { rows: { row: number; message: string }[] }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-800">
      <p className="font-semibold">
        Skipped {rows.length} row{rows.length === 1 ? '' : 's'}:
      </p>
      <ul className="mt-1 list-disc pl-5" aria-label="Skipped rows">
        {rows.map((r) => (
          <li key={r.row}>
            row {r.row}: {r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Upload a filled template; a refused file lists every bad row ('row 7: AnswerIndex must be 0–3'). */
export function ImportPanel<Report extends ImportReport>({
  label,
  onImport,
  successText,
  templates = [],
}: ImportPanelProps<Report>) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setPending(true);
    setError(null);
    setReport(null);
    try {
      const reply = await onImport(file);
      setReport(reply);
      if (reply.success && fileRef.current) {
        fileRef.current.value = '';
        setFile(null);
      }
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setPending(false);
    }
  };

  const download = (run: () => Promise<void>) => {
    run().catch((caught: Error) => setError(caught.message));
  };

  return (
    <form onSubmit={submit} className="space-y-3">
      {templates.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Template:</span>
          {templates.map((t) => (
            <Button key={t.label} variant="secondary" className="py-1.5" onClick={() => download(t.download)}>
              {t.label}
            </Button>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {label}
          </label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
        <Button type="submit" disabled={!file || pending} loading={pending}>
          Import
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {report?.success && <Alert tone="success">{successText(report)}</Alert>}
      {report && 'skipped' in report && report.skipped.length > 0 && <SkippedRows rows={report.skipped} />}
      {report && !report.success && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <p className="font-semibold">
            Nothing was imported: {report.errors.length} row{report.errors.length === 1 ? '' : 's'} need
            fixing.
          </p>
          <ul className="mt-1 list-disc pl-5" aria-label="Rows to fix">
            {report.errors.map((e) => (
              <li key={`${e.row}-${e.message}`}>
                row {e.row}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}

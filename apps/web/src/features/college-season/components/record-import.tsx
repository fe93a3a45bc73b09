import type { RecordImportConfirm, RecordImportPreview } from '@placement/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ProgressBar } from '../../../ui/progress-bar';
import { downloadRecordsTemplate, useRecordImport } from '../api/records';

function Problems({ problems }: { problems: RecordImportPreview['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      <p className="font-semibold">
        {problems.length} {problems.length === 1 ? 'row' : 'rows'} cannot be used:
      </p>
      <ul aria-label="Rows that cannot be used" className="mt-1 list-disc pl-5">
        {problems.map((p) => (
          <li key={p.row}>
            row {p.row}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReadyRows({ ready }: { ready: RecordImportPreview['ready'] }) {
  const changing = ready.filter((r) => r.changes.length > 0);
  return (
    <div className="text-sm text-slate-800">
      <p className="font-semibold">
        {ready.length} {ready.length === 1 ? 'row is' : 'rows are'} ready, {changing.length} with changes:
      </p>
      {changing.length > 0 && (
        <ul aria-label="Rows ready to import" className="mt-1 list-disc space-y-1 pl-5">
          {changing.map((r) => (
            <li key={r.row}>
              row {r.row}: {r.student.name}
              {r.rollNumber ? ` (${r.rollNumber})` : ''} –{' '}
              {r.changes
                .map((c) =>
                  c.action === 'verify'
                    ? `verify ${c.field}`
                    : `${c.field} ${c.oldValue ?? 'blank'} → ${c.newValue}`,
                )
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Import records from a spreadsheet keyed by roll number (or e-mail, for the import that first sets roll
 * numbers): a preview naming every row that cannot be used, then Confirm writes the good rows and verifies them.
 */
export function RecordImport() {
  const inputId = useId();
  const records = useRecordImport();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<RecordImportPreview | null>(null);
  const [done, setDone] = useState<RecordImportConfirm | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async <T,>(step: (file: File, onProgress: (f: number) => void) => Promise<T>) => {
    if (!file) return null;
    setError(null);
    setProgress(0);
    try {
      return await step(file, setProgress);
    } catch (caught) {
      setError((caught as Error).message);
      return null;
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title="Import and verify records">
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          One row per student, found by roll number, or by e-mail the first time roll numbers are set. Each
          filled cell sets its field and verifies it; a blank cell leaves the field as it is.
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Template:</span>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              className="py-1.5"
              onClick={() => downloadRecordsTemplate(format).catch((e: Error) => setError(e.message))}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
              Records file (.xlsx or .csv)
            </label>
            <input
              id={inputId}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setDone(null);
              }}
              className="block max-w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
          </div>
          <Button
            disabled={!file || progress !== null}
            loading={progress !== null && !preview}
            onClick={async () => setPreview(await run(records.preview))}
          >
            Preview
          </Button>
        </div>
        {progress !== null && <ProgressBar value={progress} label="Sending the file" />}
        {error && <Alert tone="error">{error}</Alert>}
        {preview && !done && (
          <div className="space-y-3">
            <ReadyRows ready={preview.ready} />
            <Problems problems={preview.problems} />
            <Button
              disabled={preview.ready.length === 0 || progress !== null}
              loading={progress !== null}
              onClick={async () => setDone(await run(records.confirm))}
            >
              Confirm import of {preview.ready.length} {preview.ready.length === 1 ? 'row' : 'rows'}
            </Button>
          </div>
        )}
        {done && (
          <div className="space-y-3">
            <Alert tone="success">{done.message}</Alert>
            <Problems problems={done.problems} />
          </div>
        )}
      </div>
    </Card>
  );
}

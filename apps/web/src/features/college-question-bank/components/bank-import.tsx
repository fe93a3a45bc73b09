import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  type ImportDone,
  type ImportPreview,
  type ImportTarget,
  type InterchangeType,
  previewBankImport,
  useConfirmBankImport,
} from '../api/question-bank';

const FORMAT_NAMES: Record<ImportPreview['format'], string> = {
  moodle: 'Moodle XML',
  qti: 'QTI 2.1',
  gift: 'GIFT',
};

/**
 * An item as the author finds it in the file: its place, its name and, when the file gives one that differs, its
 * identifier ("#4 Getting Started (question4)"): a package may title every item alike.
 */
const itemLabel = (
  item: ImportPreview['unmapped'][number] | ImportPreview['groups'][number]['items'][number],
) =>
  `#${item.position} ${item.name}${item.identifier && item.identifier !== item.name ? ` (${item.identifier})` : ''}`;

const NEW = 'new';
type Choice = { topic: string; heading: string };

const isSpreadsheet = (file: File) => /\.(xlsx|csv)$/i.test(file.name);

/** Where each type's questions go: an existing topic of that type, or a new one with an editable name. */
function GroupChoice({
  group,
  choice,
  onChange,
}: {
  group: ImportPreview['groups'][number];
  choice: Choice;
  onChange: (choice: Choice) => void;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="font-medium text-slate-900">
        {group.count} {group.typeName}
      </p>
      <p className="mt-0.5 text-xs text-slate-600">{group.items.map(itemLabel).join(' · ')}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <SelectField
          label={`Topic for ${group.typeName}`}
          value={choice.topic}
          onChange={(e) => onChange({ ...choice, topic: e.target.value })}
        >
          <option value={NEW}>A new topic</option>
          {group.topics.map((t) => (
            <option key={t._id} value={t._id}>
              {t.Heading}
            </option>
          ))}
        </SelectField>
        {choice.topic === NEW && (
          <TextField
            label={`New topic name for ${group.typeName}`}
            required
            maxLength={120}
            value={choice.heading}
            onChange={(e) => onChange({ ...choice, heading: e.target.value })}
          />
        )}
      </div>
    </li>
  );
}

function Unmapped({ items }: { items: ImportPreview['unmapped'] }) {
  if (items.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <p className="font-semibold">
        {items.length} question{items.length === 1 ? '' : 's'} cannot be imported:
      </p>
      <ul className="mt-1 list-disc pl-5" aria-label="Not imported">
        {items.map((item) => (
          <li key={item.position}>
            <span className="font-medium">{itemLabel(item)}</span>: {item.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Done({ done }: { done: ImportDone }) {
  const total = done.imported.reduce((sum, i) => sum + i.count, 0);
  return (
    <Alert tone="success">
      Imported {total} question{total === 1 ? '' : 's'}:{' '}
      {done.imported.map((i, index) => (
        <span key={i.topicId}>
          {index > 0 && ', '}
          {i.count} into{' '}
          <Link to={`/college/question-bank/${i.topicId}`} className="font-semibold underline">
            {i.Heading}
          </Link>
        </span>
      ))}
      .
    </Alert>
  );
}

/**
 * Import from another tool: the file is previewed (what maps to which type, what cannot be imported and why),
 * the author picks a topic per type, and only Confirm writes anything. On a topic's page, `topicId` is the
 * topic proposed for the questions of its type.
 */
export function BankImport({ topicId }: { topicId?: string }) {
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [choices, setChoices] = useState<Partial<Record<InterchangeType, Choice>>>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportDone | null>(null);
  const confirm = useConfirmBankImport();

  const pick = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setDone(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (isSpreadsheet(file)) {
      setError(
        'A spreadsheet holds one type: open its topic and use "Import questions" with the template there.',
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      const reply = await previewBankImport(file);
      setPreview(reply);
      setChoices(
        Object.fromEntries(
          reply.groups.map((g) => [
            g.type,
            {
              topic: g.topics.some((t) => t._id === topicId) ? (topicId as string) : NEW,
              heading: g.proposedHeading,
            },
          ]),
        ),
      );
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setPending(false);
    }
  };

  const run = () => {
    if (!file || !preview) return;
    const plan: Partial<Record<InterchangeType, ImportTarget>> = {};
    for (const group of preview.groups) {
      const choice = choices[group.type];
      if (!choice) continue;
      plan[group.type] =
        choice.topic === NEW ? { heading: choice.heading.trim() } : { topicId: choice.topic };
    }
    confirm.mutate(
      { file, plan },
      {
        onSuccess: (reply) => {
          setDone(reply);
          setPreview(null);
          setFile(null);
          if (fileRef.current) fileRef.current.value = '';
        },
      },
    );
  };

  const blankName = preview?.groups.some((g) => {
    const choice = choices[g.type];
    return choice?.topic === NEW && !choice.heading.trim();
  });

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Question bank file (Moodle XML, QTI 2.1 .xml or .zip, GIFT)
          </label>
          <input
            ref={fileRef}
            id={inputId}
            type="file"
            accept=".xml,.zip,.gift,.txt,.xlsx,.csv,application/xml,text/xml,application/zip,text/plain"
            onChange={(e) => pick(e.target.files?.[0] ?? null)}
            className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!file || pending} loading={pending}>
          Preview import
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Done done={done} />}
      {preview && (
        <section aria-label="Import preview" className="space-y-3">
          <p className="text-sm text-slate-700">
            {FORMAT_NAMES[preview.format]} file. Nothing is saved until you confirm.
          </p>
          {preview.groups.length > 0 ? (
            <ul className="space-y-3" aria-label="Questions to import">
              {preview.groups.map((group) => (
                <GroupChoice
                  key={group.type}
                  group={group}
                  choice={choices[group.type] ?? { topic: NEW, heading: group.proposedHeading }}
                  onChange={(choice) => setChoices({ ...choices, [group.type]: choice })}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No question in this file can be imported.</p>
          )}
          <Unmapped items={preview.unmapped} />
          {confirm.error && <Alert tone="error">{confirm.error.message}</Alert>}
          {preview.groups.length > 0 && (
            <Button onClick={run} loading={confirm.isPending} disabled={confirm.isPending || blankName}>
              Confirm import
            </Button>
          )}
        </section>
      )}
    </div>
  );
}

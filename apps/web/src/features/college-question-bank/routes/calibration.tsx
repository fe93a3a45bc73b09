import { type CalibrationSummary, difficultyText } from '@placement/contract';
import { estimateAtBound } from '@placement/domain';
import { useState } from 'react';
import { formatIst } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useCalibration, useCalibrations, useRunCalibration } from '../api/calibrations';

const fixed = (value: number | null, digits = 2) => (value === null ? '—' : value.toFixed(digits));

const STATUS_WORDS = { running: 'Running…', done: 'Done', failed: 'Failed' } as const;

function RunForm() {
  const run = useRunCalibration();
  const [model, setModel] = useState<'rasch' | '2pl'>('rasch');
  const [threshold, setThreshold] = useState('250');
  const valid = /^\d+$/.test(threshold) && Number(threshold) >= 1;
  return (
    <form
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) run.mutate({ model, pilotThreshold: Number(threshold) });
      }}
    >
      <SelectField label="Model" value={model} onChange={(e) => setModel(e.target.value as 'rasch' | '2pl')}>
        <option value="rasch">Rasch (difficulty only)</option>
        <option value="2pl">2PL (difficulty and discrimination)</option>
      </SelectField>
      <TextField
        label="Answers before a question is calibrated"
        type="number"
        min={1}
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
      />
      <Button type="submit" loading={run.isPending} disabled={run.isPending || !valid}>
        Run calibration
      </Button>
      {run.data && (
        <div className="md:col-span-3">
          <Alert tone="success">{run.data.message}</Alert>
        </div>
      )}
      {run.error && (
        <div className="md:col-span-3">
          <Alert tone="error">{run.error.message}</Alert>
        </div>
      )}
    </form>
  );
}

function Versions({
  versions,
  chosen,
  onChoose,
}: {
  versions: CalibrationSummary[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  if (versions.length === 0) {
    return (
      <EmptyState title="No calibration yet">
        Run one once students have answered the bank's questions.
      </EmptyState>
    );
  }
  return (
    <Table
      label="Calibration versions"
      columns={[
        'Version',
        'Model',
        'Status',
        'Calibrated',
        'Pilot',
        'Attempts read',
        'Run',
        <span key="actions" className="sr-only">
          Actions
        </span>,
      ]}
    >
      {versions.map((v) => (
        <tr key={v._id} className="border-b border-slate-100">
          <th scope="row" className="py-2 pr-4 font-medium">
            {v.version}
          </th>
          <td className="py-2 pr-4">{v.model === 'rasch' ? 'Rasch' : '2PL'}</td>
          <td className="py-2 pr-4">
            {STATUS_WORDS[v.status]}
            {v.error ? ` (${v.error})` : ''}
          </td>
          <td className="py-2 pr-4">{v.calibrated}</td>
          <td className="py-2 pr-4">{v.pilot}</td>
          <td className="py-2 pr-4">{v.persons}</td>
          <td className="py-2 pr-4">
            {formatIst(v.createdAt)}
            {v.createdBy ? ` by ${v.createdBy}` : ''}
          </td>
          <td className="py-2">
            {v.status === 'done' && (
              <Button
                variant="secondary"
                className="py-1"
                aria-pressed={chosen === v._id}
                onClick={() => onChoose(v._id)}
              >
                Items of version {v.version}
              </Button>
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Items({ id }: { id: string }) {
  const calibration = useCalibration(id);
  if (!calibration.data) return <QueryState isPending={calibration.isPending} error={calibration.error} />;
  const { calibration: summary, items } = calibration.data;
  return (
    <Card title={`Items of version ${summary.version}`}>
      {summary.latent && (
        <p className="mb-3 text-sm text-slate-700">
          Ability distribution: mean {fixed(summary.latent.mean)}, SD {fixed(summary.latent.sd)}. Pilot
          questions are asked unscored until they have {summary.pilotThreshold} answers.
        </p>
      )}
      <Table
        label={`Item parameters of version ${summary.version}`}
        columns={[
          'Topic',
          'Level',
          'Difficulty (b)',
          'SE',
          'Discrimination (a)',
          'Infit',
          'Outfit',
          'Answers',
          'Status',
        ]}
      >
        {items.map((item) => (
          <tr key={item.questionId} className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-4 font-medium">
              {item.topic ?? 'Deleted question'}
            </th>
            <td className="py-2 pr-4">{item.level ?? '—'}</td>
            <td className="py-2 pr-4">{difficultyText(item)}</td>
            <td className="py-2 pr-4">{estimateAtBound(item) ? '—' : fixed(item.seB)}</td>
            <td className="py-2 pr-4">{fixed(item.a)}</td>
            <td className="py-2 pr-4">{fixed(item.infit)}</td>
            <td className="py-2 pr-4">{fixed(item.outfit)}</td>
            <td className="py-2 pr-4">{item.responses}</td>
            <td className="py-2">{item.status === 'pilot' ? 'Pilot' : 'Calibrated'}</td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}

/** `/college/question-bank/calibration`: run a calibration of the bank, its versions, one version's items. */
export function CalibrationRoute() {
  const versions = useCalibrations();
  const [chosen, setChosen] = useState<string | null>(null);
  const latestDone = versions.data?.find((v) => v.status === 'done')?._id ?? null;
  const shown = chosen ?? latestDone;
  return (
    <Page
      title="Calibration"
      description="Estimates each question's difficulty from your students' answers, for calibrated adaptive tests. Every run is a new version; a score keeps the version it was given with."
    >
      <Card title="New calibration">
        <RunForm />
      </Card>
      <Card title="Versions">
        <QueryState isPending={versions.isPending} error={versions.error} />
        {versions.data && <Versions versions={versions.data} chosen={shown} onChoose={setChosen} />}
      </Card>
      {shown && <Items id={shown} />}
    </Page>
  );
}

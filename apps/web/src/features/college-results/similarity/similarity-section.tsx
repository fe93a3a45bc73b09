import {
  SIMILARITY_DEFAULT_THRESHOLD,
  SIMILARITY_MIN_THRESHOLD,
  type SimilarityRun,
} from '@placement/contract';
import { useState } from 'react';
import { formatIst } from '../../../lib/ist';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { QueryState } from '../../../ui/query-state';
import { Table } from '../../../ui/table';
import { TextField } from '../../../ui/text-field';
import { useSimilarity, useStartSimilarity } from './api';
import { languageLabel, percent } from './labels';
import { SideBySide } from './side-by-side';

function runText(run: SimilarityRun): string {
  switch (run.status) {
    case 'none':
      return 'Not checked yet. The check runs by itself once the assessment has ended.';
    case 'queued':
      return 'Waiting to run…';
    case 'running':
      return 'Comparing answers…';
    case 'failed':
      return run.error ?? 'The check could not be completed.';
    default:
      return `Compared ${run.submissions} answer${run.submissions === 1 ? '' : 's'}${
        run.finishedAt ? ` on ${formatIst(run.finishedAt)}` : ''
      }.`;
  }
}

/**
 * The results page's code-similarity section: every coding answer compared with the others in the same
 * language (Dolos), the pairs at or above a threshold the college picks, and one pair side by side.
 */
export function SimilaritySection({ assessmentId }: { assessmentId: string }) {
  const [percentInput, setPercentInput] = useState(String(SIMILARITY_DEFAULT_THRESHOLD * 100));
  const [threshold, setThreshold] = useState(SIMILARITY_DEFAULT_THRESHOLD);
  const [openPair, setOpenPair] = useState<string | null>(null);
  const similarity = useSimilarity(assessmentId, threshold);
  const start = useStartSimilarity(assessmentId);
  const run = similarity.data?.run;
  const busy = run?.status === 'queued' || run?.status === 'running';
  const min = SIMILARITY_MIN_THRESHOLD * 100;

  const changeThreshold = (value: string) => {
    setPercentInput(value);
    const number = Number(value);
    if (value !== '' && Number.isFinite(number) && number >= min && number <= 100) setThreshold(number / 100);
  };

  return (
    <Card
      title="Code similarity"
      actions={
        <Button
          variant="secondary"
          onClick={() => start.mutate()}
          loading={start.isPending || busy}
          disabled={start.isPending || busy}
        >
          {run && run.status !== 'none' ? 'Check again' : 'Check now'}
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-700">
        Each coding answer is compared with every other answer to the same question in the same language;
        starter code and the reference solution are left out. A similar pair is evidence to review, not a
        verdict: short problems have few ways to be solved.
      </p>
      {start.error && <Alert tone="error">{start.error.message}</Alert>}
      <QueryState isPending={similarity.isPending} error={similarity.error} />
      {run && (
        <p className="mb-3 text-sm text-slate-700" data-testid="similarity-status">
          {runText(run)}
        </p>
      )}
      <TextField
        label="Show pairs at or above (%)"
        type="number"
        min={min}
        max={100}
        step={5}
        className="w-56"
        value={percentInput}
        onChange={(e) => changeThreshold(e.target.value)}
        hint={`From ${min} to 100`}
      />
      {similarity.data && similarity.data.pairs.length === 0 && run?.status === 'done' && (
        <p className="mt-3 text-sm text-slate-600">No pair of answers is at or above {percent(threshold)}.</p>
      )}
      {similarity.data && similarity.data.pairs.length > 0 && (
        <Table
          label="Similar pairs"
          caption="Pairs of similar coding answers"
          gap="pr-3"
          className="mt-3"
          columns={[
            'Students',
            'Question',
            'Language',
            'Similarity',
            'Longest shared fragment',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {similarity.data.pairs.map((pair) => (
            <tr key={pair._id} className="border-b border-slate-100" data-testid="similarity-pair">
              <td className="py-2 pr-3 font-medium text-slate-900">
                {pair.left.name} and {pair.right.name}
              </td>
              <td className="py-2 pr-3">
                <span className="block text-slate-900">{pair.topic}</span>
                <span className="block text-xs text-slate-600">{pair.question}</span>
              </td>
              <td className="py-2 pr-3">{languageLabel(pair.language)}</td>
              <td className="py-2 pr-3 font-semibold">{percent(pair.similarity)}</td>
              <td className="py-2 pr-3">
                {pair.longestLines} line{pair.longestLines === 1 ? '' : 's'}
              </td>
              <td className="py-2">
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={`Compare ${pair.left.name} and ${pair.right.name} side by side`}
                  aria-expanded={openPair === pair._id}
                  onClick={() => setOpenPair(openPair === pair._id ? null : pair._id)}
                >
                  Side by side
                </Button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {openPair && (
        <SideBySide assessmentId={assessmentId} pairId={openPair} onClose={() => setOpenPair(null)} />
      )}
    </Card>
  );
}

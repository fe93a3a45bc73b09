import { useState } from 'react';
import { useQuestions } from '../../../lib/college/topics';
import { questionSummary } from '../../../question-types/shared/summary';
import { Button } from '../../../ui/button';
import { CheckField } from '../../../ui/check-field';
import { QueryState } from '../../../ui/query-state';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { LEVELS, type Topic, typeNames } from '../api/types';
import { MAX_TOPICS, type WizardTopic } from './wizard-state';

function ChosenTopic({
  topic,
  value,
  adaptive,
  onChange,
  onRemove,
}: {
  topic: Topic;
  value: WizardTopic;
  adaptive: boolean;
  onChange: (v: WizardTopic) => void;
  onRemove: () => void;
}) {
  const questions = useQuestions(topic._id);
  const list = questions.data?.questions ?? [];
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...value,
      questionIds: on ? [...value.questionIds, id] : value.questionIds.filter((q) => q !== id),
    });
  const available = (level: string) => topic[`total${level}Question` as 'totalL1Question'];
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {topic.Heading} <span className="font-normal text-slate-600">({typeNames[topic.Type]})</span>
      </legend>
      {adaptive && (
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          {LEVELS.map((level) => (
            <TextField
              key={level}
              label={`${level} questions for ${topic.Heading}`}
              hint={`${available(level)} in the bank`}
              type="number"
              min={0}
              max={available(level)}
              value={value.counts[level]}
              onChange={(e) => onChange({ ...value, counts: { ...value.counts, [level]: e.target.value } })}
            />
          ))}
        </div>
      )}
      <p className="mb-2 text-sm text-slate-700">
        {adaptive
          ? 'Questions to draw from (none ticked: the whole topic).'
          : 'Questions in this assessment, in order.'}
      </p>
      <QueryState isPending={questions.isPending} error={questions.error} />
      <div className="mb-2 flex gap-2">
        <Button
          variant="ghost"
          className="px-2 py-1"
          onClick={() => onChange({ ...value, questionIds: list.map((q) => q._id) })}
        >
          Select all
        </Button>
        <Button variant="ghost" className="px-2 py-1" onClick={() => onChange({ ...value, questionIds: [] })}>
          Clear
        </Button>
      </div>
      <ul className="max-h-64 space-y-1 overflow-y-auto">
        {list.map((q, index) => (
          <li key={q._id}>
            <CheckField
              label={
                <span>
                  <span className="mr-2 text-xs font-semibold text-slate-600">{q.level}</span>
                  {questionSummary(q, index + 1, 90)}
                </span>
              }
              checked={value.questionIds.includes(q._id)}
              onChange={(e) => toggle(q._id, e.target.checked)}
            />
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Button variant="ghost" className="px-2 py-1 text-red-700 hover:bg-red-50" onClick={onRemove}>
          Remove topic {topic.Heading}
        </Button>
      </div>
    </fieldset>
  );
}

/** Up to five topics, each with questions picked from the bank (adaptive: per-level counts). */
export function TopicPicker({
  topics,
  chosen,
  adaptive,
  onChange,
}: {
  topics: Topic[];
  chosen: WizardTopic[];
  adaptive: boolean;
  onChange: (chosen: WizardTopic[]) => void;
}) {
  const [pick, setPick] = useState('');
  const left = topics.filter((t) => !chosen.some((c) => c.topicId === t._id));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Topic to add"
          value={pick}
          onChange={(e) => setPick(e.target.value)}
          className="min-w-64"
        >
          <option value="">Choose a topic…</option>
          {left.map((t) => (
            <option key={t._id} value={t._id}>
              {t.Heading} ({typeNames[t.Type]}){t.shared ? ' · shared' : ''}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          disabled={!pick || chosen.length >= MAX_TOPICS}
          onClick={() => {
            onChange([...chosen, { topicId: pick, questionIds: [], counts: { L1: '', L2: '', L3: '' } }]);
            setPick('');
          }}
        >
          Add topic
        </Button>
        <p className="text-sm text-slate-600">
          {chosen.length} of {MAX_TOPICS} topics
        </p>
      </div>
      {chosen.map((value, index) => {
        const topic = topics.find((t) => t._id === value.topicId);
        if (!topic) return null;
        return (
          <ChosenTopic
            key={value.topicId}
            topic={topic}
            value={value}
            adaptive={adaptive}
            onChange={(next) => onChange(chosen.map((c, i) => (i === index ? next : c)))}
            onRemove={() => onChange(chosen.filter((c) => c !== value))}
          />
        );
      })}
    </div>
  );
}

import { difficultyText, type ItemAnalysisReply } from '@placement/contract';
import { estimateAtBound, typeDisplayName } from '@placement/domain';
import { Button } from '../../../ui/button';
import { Table } from '../../../ui/table';

export type Item = ItemAnalysisReply['items'][number];

/** A figure to two decimals, or a dash where the data cannot give it. */
export const figure = (value: number | null, unit = '') =>
  value === null ? '—' : `${value.toFixed(2)}${unit}`;
export const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(0)}%`);
const letter = (option: number) => String.fromCharCode(65 + option);

function Coding({ item }: { item: Item }) {
  const { coding } = item;
  if (!coding) return null;
  return (
    <ul className="text-xs text-slate-700" aria-label={`Testcases of question ${item.position}`}>
      {coding.testcases.map((t) => (
        <li key={t.index}>
          Testcase {t.index + 1}
          {t.hidden ? ' (hidden)' : ''}: {percent(t.passRate)} passed
        </li>
      ))}
      <li>
        Did not compile: {percent(coding.compileErrorRate)} of {coding.judged} judged · median runs before the
        answer: {coding.medianRuns ?? '—'}
      </li>
    </ul>
  );
}

function WrongAnswers({ item }: { item: Item }) {
  if (!item.wrongAnswers) return null;
  return (
    <ul className="text-xs text-slate-700" aria-label={`Common wrong answers in question ${item.position}`}>
      {item.wrongAnswers.map((part) => (
        <li key={part.part}>
          {part.question}:{' '}
          {part.wrong.length === 0
            ? 'no wrong answers'
            : part.wrong.map((w) => `“${w.answer}” ×${w.count}`).join(', ')}
        </li>
      ))}
    </ul>
  );
}

function Options({ item }: { item: Item }) {
  if (!item.options) return null;
  return (
    <ul className="text-xs text-slate-700" aria-label={`Options chosen in question ${item.position}`}>
      {item.options.map((o) => (
        <li key={o.option}>
          {letter(o.option)}
          {o.isKey ? ' (key)' : ''}: {o.all} · top third {o.topThird} · bottom third {o.bottomThird}
        </li>
      ))}
    </ul>
  );
}

/** The question itself: its words, topic and type, calibration, and how its answers went. */
function QuestionDetails({ item }: { item: Item }) {
  return (
    <>
      <p className="break-words text-slate-900">{item.excerpt || typeDisplayName(item.type)}</p>
      <p className="text-xs text-slate-600">
        {item.topic} · {typeDisplayName(item.type)}
      </p>
      {item.irt && (
        <p className="text-xs text-slate-700">
          Calibration version {item.irt.version}:{' '}
          {item.irt.status === 'pilot'
            ? `pilot (${item.irt.responses} answers)`
            : `difficulty ${difficultyText(item.irt)}${item.irt.seB === null || estimateAtBound(item.irt) ? '' : ` ± ${item.irt.seB.toFixed(2)}`}, discrimination ${item.irt.a.toFixed(2)}`}
        </p>
      )}
      <Options item={item} />
      <Coding item={item} />
      <WrongAnswers item={item} />
    </>
  );
}

/** What looks wrong with the question, and the regrade of a fixed key (a coding question is judged, not keyed). */
function Looks({ item, onRegrade }: { item: Item; onRegrade: (item: Item) => void }) {
  return (
    <>
      {item.flags.length > 0 && (
        <ul className="space-y-1 text-red-800">
          {item.flags.map((f) => (
            <li key={f.code}>{f.text}</li>
          ))}
        </ul>
      )}
      {item.type !== 'compiler' && (
        <Button variant="secondary" className="mt-2" onClick={() => onRegrade(item)}>
          Regrade Q{item.position}
        </Button>
      )}
    </>
  );
}

/** The figures of a question, in the order of the table's columns. */
const FIGURES: readonly { name: string; of: (item: Item) => string }[] = [
  { name: 'Facility', of: (item) => percent(item.facility) },
  { name: 'Discrimination', of: (item) => figure(item.discriminationIndex, '%') },
  { name: 'Efficiency', of: (item) => figure(item.discriminativeEfficiency, '%') },
  {
    name: 'Answered',
    of: (item) => `${item.answered}${item.skipped > 0 ? ` (+${item.skipped} skipped)` : ''}`,
  },
  {
    name: 'Median time',
    of: (item) => (item.medianSeconds === null ? '—' : `${Math.round(item.medianSeconds)} s`),
  },
];

/** Wide screens: one row per question, its figures side by side. */
function QuestionsTable({ items, onRegrade }: { items: Item[]; onRegrade: (item: Item) => void }) {
  return (
    <Table
      label="Questions of the assessment"
      columns={['#', 'Question', ...FIGURES.map((f) => f.name), 'Looks']}
    >
      {items.map((item) => (
        <tr key={item.questionId} className="border-b border-slate-100 align-top">
          <th scope="row" className="py-2 pr-4 font-semibold">
            Q{item.position}
          </th>
          <td className="py-2 pr-4">
            <QuestionDetails item={item} />
          </td>
          {FIGURES.map((f) => (
            <td key={f.name} className="py-2 pr-4">
              {f.of(item)}
            </td>
          ))}
          <td className="py-2">
            {item.flags.length === 0 && <span className="text-slate-600">—</span>}
            <Looks item={item} onRegrade={onRegrade} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Phones and narrow windows: a card per question, its figures in two columns under it, nothing scrolls sideways. */
function QuestionCards({ items, onRegrade }: { items: Item[]; onRegrade: (item: Item) => void }) {
  return (
    <ul aria-label="Questions of the assessment" className="space-y-3">
      {items.map((item) => (
        <li key={item.questionId} className="rounded-lg border border-slate-200 p-3 text-sm">
          <article aria-label={`Q${item.position}`} className="space-y-2">
            <h3 className="font-semibold text-slate-900">Q{item.position}</h3>
            <QuestionDetails item={item} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
              {FIGURES.map((f) => (
                <div key={f.name}>
                  <dt className="text-xs text-slate-600">{f.name}</dt>
                  <dd className="font-medium text-slate-900">{f.of(item)}</dd>
                </div>
              ))}
            </dl>
            <Looks item={item} onRegrade={onRegrade} />
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The questions of an item analysis: a table from a wide screen, cards on a phone (only one is ever shown). */
export function ItemQuestions({ items, onRegrade }: { items: Item[]; onRegrade: (item: Item) => void }) {
  return (
    <>
      <div className="hidden lg:block">
        <QuestionsTable items={items} onRegrade={onRegrade} />
      </div>
      <div className="lg:hidden">
        <QuestionCards items={items} onRegrade={onRegrade} />
      </div>
    </>
  );
}

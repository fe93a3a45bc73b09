import type { CodeCheckerKind } from '@placement/domain';
import { CheckField } from '../../ui/check-field';
import { HtmlPreview } from '../../ui/html-preview';
import { AddButton, RemoveButton } from '../../ui/list-controls';
import { SelectField } from '../../ui/select-field';
import { Table } from '../../ui/table';
import { TextField } from '../../ui/text-field';
import { TextareaField } from '../../ui/textarea-field';
import { LANGUAGES, type Language, type Solution, type Testcase } from '../shared/authored';
import { type Keyed, keyed, replaceAt } from '../shared/keyed';

export type CodingDraft = {
  codeQuestion: string;
  code: Record<Language, string>;
  testcases: Keyed<Testcase>[];
  timeLimitMs: string;
  memoryLimitMb: string;
  checker: CodeCheckerKind;
  /** Tolerances of the float checker, as typed; blank means the judge's default (1e-6). */
  absolute: string;
  relative: string;
  /** The custom checker's program, kept while another checker is chosen so switching back loses nothing. */
  checkerLanguage: Language;
  checkerCode: string;
  referenceSolution: Solution;
  wrongSolutions: Keyed<Solution>[];
};

const codeClass = 'font-mono text-xs';

function LanguageSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)} className="max-w-48">
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {l === 'Cpp' ? 'C++' : l}
        </option>
      ))}
    </SelectField>
  );
}

/** Statement, starter code per language, testcases with hidden flags, limits, reference and known-wrong solutions. */
export function CodingForm({ value, onChange }: { value: CodingDraft; onChange: (v: CodingDraft) => void }) {
  const setCase = (index: number, next: Keyed<Testcase>) =>
    onChange({ ...value, testcases: replaceAt(value.testcases, index, next) });
  return (
    <div className="space-y-6">
      <TextareaField
        label="Problem statement (simple HTML allowed)"
        required
        rows={6}
        value={value.codeQuestion}
        onChange={(e) => onChange({ ...value, codeQuestion: e.target.value })}
      />
      {value.codeQuestion && <HtmlPreview html={value.codeQuestion} />}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">Starter code per language</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {LANGUAGES.map((language) => (
            <TextareaField
              key={language}
              label={`Starter code: ${language === 'Cpp' ? 'C++' : language}`}
              className={codeClass}
              rows={5}
              spellCheck={false}
              value={value.code[language]}
              onChange={(e) => onChange({ ...value, code: { ...value.code, [language]: e.target.value } })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Testcases (leave an expected output blank to fill it from the reference solution on Verify)
        </legend>
        <Table
          label="Testcases"
          look="compact"
          gap="pr-2"
          columns={[
            '#',
            'Input',
            'Expected output',
            'Hidden',
            <span key="actions" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {value.testcases.map((testcase, index) => (
            <tr key={testcase.key} className="align-top">
              <td className="py-1 pr-2">{index + 1}</td>
              <td className="py-1 pr-2">
                <textarea
                  aria-label={`Testcase ${index + 1} input`}
                  className={`w-full rounded-lg border border-slate-300 p-2 ${codeClass}`}
                  rows={2}
                  value={testcase.input}
                  onChange={(e) => setCase(index, { ...testcase, input: e.target.value })}
                />
              </td>
              <td className="py-1 pr-2">
                <textarea
                  aria-label={`Testcase ${index + 1} expected output`}
                  className={`w-full rounded-lg border border-slate-300 p-2 ${codeClass}`}
                  rows={2}
                  value={testcase.expectedOutput ?? ''}
                  onChange={(e) => setCase(index, { ...testcase, expectedOutput: e.target.value })}
                />
              </td>
              <td className="py-1 pr-2 pt-3">
                <CheckField
                  label={<span className="sr-only">Testcase {index + 1} hidden</span>}
                  checked={testcase.isHidden}
                  onChange={(e) => setCase(index, { ...testcase, isHidden: e.target.checked })}
                />
              </td>
              <td className="py-1">
                {value.testcases.length > 1 && (
                  <RemoveButton
                    label={`Remove testcase ${index + 1}`}
                    onClick={() =>
                      onChange({ ...value, testcases: value.testcases.filter((t) => t !== testcase) })
                    }
                  />
                )}
              </td>
            </tr>
          ))}
        </Table>
        <div className="mt-2">
          <AddButton
            disabled={value.testcases.length >= 50}
            onClick={() =>
              onChange({
                ...value,
                testcases: [...value.testcases, keyed({ input: '', expectedOutput: '', isHidden: true })],
              })
            }
          >
            Add testcase
          </AddButton>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Time limit (ms)"
          type="number"
          min={100}
          max={5000}
          required
          value={value.timeLimitMs}
          onChange={(e) => onChange({ ...value, timeLimitMs: e.target.value })}
        />
        <TextField
          label="Memory limit (MB)"
          type="number"
          min={16}
          max={512}
          required
          value={value.memoryLimitMb}
          onChange={(e) => onChange({ ...value, memoryLimitMb: e.target.value })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Output checker"
          value={value.checker}
          onChange={(e) => onChange({ ...value, checker: e.target.value as CodeCheckerKind })}
        >
          <option value="standard">Standard (same lines, any spacing)</option>
          <option value="tokens">Tokens (any whitespace, lines ignored)</option>
          <option value="exact">Exact (trailing spaces ignored)</option>
          <option value="float">Numbers within a tolerance</option>
          <option value="custom">Custom checker</option>
        </SelectField>
        {value.checker === 'float' && (
          <>
            <TextField
              label="Absolute tolerance"
              type="number"
              min={0}
              step="any"
              placeholder="0.000001"
              value={value.absolute}
              onChange={(e) => onChange({ ...value, absolute: e.target.value })}
            />
            <TextField
              label="Relative tolerance"
              type="number"
              min={0}
              max={1}
              step="any"
              placeholder="0.000001"
              value={value.relative}
              onChange={(e) => onChange({ ...value, relative: e.target.value })}
            />
          </>
        )}
      </div>
      {value.checker === 'custom' && (
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">Custom checker</legend>
          <LanguageSelect
            label="Checker language"
            value={value.checkerLanguage}
            onChange={(language) => onChange({ ...value, checkerLanguage: language as Language })}
          />
          <TextareaField
            label="Checker code"
            hint="Runs on every testcase with three file paths as its arguments: the input, the expected output and the student's output. Exit 0 accepts, exit 1 rejects; anything else is reported to you as a checker error. Verify runs it on the reference solution."
            className={codeClass}
            rows={10}
            required
            spellCheck={false}
            value={value.checkerCode}
            onChange={(e) => onChange({ ...value, checkerCode: e.target.value })}
          />
        </fieldset>
      )}
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Reference solution</legend>
        <LanguageSelect
          label="Reference language"
          value={value.referenceSolution.language}
          onChange={(language) =>
            onChange({ ...value, referenceSolution: { ...value.referenceSolution, language } })
          }
        />
        <TextareaField
          label="Reference code"
          className={codeClass}
          rows={8}
          required
          spellCheck={false}
          value={value.referenceSolution.code}
          onChange={(e) =>
            onChange({ ...value, referenceSolution: { ...value.referenceSolution, code: e.target.value } })
          }
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          Known-wrong solutions (each must fail a testcase)
        </legend>
        {value.wrongSolutions.map((solution, index) => (
          <div key={solution.key} className="space-y-2 rounded-lg border border-slate-200 p-3">
            <LanguageSelect
              label={`Wrong solution ${index + 1} language`}
              value={solution.language}
              onChange={(language) =>
                onChange({
                  ...value,
                  wrongSolutions: replaceAt(value.wrongSolutions, index, { ...solution, language }),
                })
              }
            />
            <TextareaField
              label={`Wrong solution ${index + 1} code`}
              className={codeClass}
              rows={5}
              spellCheck={false}
              value={solution.code}
              onChange={(e) =>
                onChange({
                  ...value,
                  wrongSolutions: replaceAt(value.wrongSolutions, index, {
                    ...solution,
                    code: e.target.value,
                  }),
                })
              }
            />
            <RemoveButton
              label={`Remove wrong solution ${index + 1}`}
              onClick={() =>
                onChange({ ...value, wrongSolutions: value.wrongSolutions.filter((w) => w !== solution) })
              }
            />
          </div>
        ))}
        <AddButton
          disabled={value.wrongSolutions.length >= 5}
          onClick={() =>
            onChange({
              ...value,
              wrongSolutions: [...value.wrongSolutions, keyed({ language: 'Python', code: '' })],
            })
          }
        >
          Add wrong solution
        </AddButton>
      </fieldset>
    </div>
  );
}

import type { EditorTheme } from './code-editor';
import type { CodeLanguage } from './code-storage';

const selectClass = 'rounded-lg border border-slate-300 bg-white px-2 py-1.5';

/** The editor's language, theme and font size (SPEC §2). */
export function EditorSettings({
  languages,
  language,
  onLanguage,
  theme,
  onTheme,
  fontSize,
  onFontSize,
  disabled,
}: {
  languages: CodeLanguage[];
  language: CodeLanguage;
  onLanguage: (language: CodeLanguage) => void;
  theme: EditorTheme;
  onTheme: (theme: EditorTheme) => void;
  fontSize: number;
  onFontSize: (size: number) => void;
  disabled: boolean;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-end gap-4 text-sm">
      <label className="grid gap-1 font-medium text-slate-800">
        Language
        <select
          className={selectClass}
          value={language}
          disabled={disabled}
          onChange={(event) => onLanguage(event.target.value as CodeLanguage)}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 font-medium text-slate-800">
        Theme
        <select
          className={selectClass}
          value={theme}
          onChange={(event) => onTheme(event.target.value as EditorTheme)}
        >
          <option value="Dark">Dark</option>
          <option value="Light">Light</option>
        </select>
      </label>
      <label className="grid gap-1 font-medium text-slate-800">
        <span>
          Font size <span className="font-normal text-slate-600">({fontSize}px)</span>
        </span>
        <input
          type="range"
          min={18}
          max={30}
          step={2}
          value={fontSize}
          onChange={(event) => onFontSize(Number(event.target.value))}
          className="accent-brand-700"
        />
      </label>
    </div>
  );
}

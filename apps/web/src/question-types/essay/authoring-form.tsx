import { HtmlPreview } from '../../ui/html-preview';
import { SelectField } from '../../ui/select-field';
import { TextareaField } from '../../ui/textarea-field';

export type EssayDraft = { Title: string; essayType: 'long' | 'short' };

export function EssayForm({ value, onChange }: { value: EssayDraft; onChange: (v: EssayDraft) => void }) {
  return (
    <div className="space-y-4">
      <TextareaField
        label="Prompt (simple HTML allowed)"
        required
        rows={4}
        value={value.Title}
        onChange={(e) => onChange({ ...value, Title: e.target.value })}
      />
      {value.Title && <HtmlPreview html={value.Title} />}
      <SelectField
        label="Answer length"
        className="max-w-xs"
        value={value.essayType}
        onChange={(e) => onChange({ ...value, essayType: e.target.value as 'long' | 'short' })}
      >
        <option value="long">Long answer</option>
        <option value="short">Short answer</option>
      </SelectField>
    </div>
  );
}

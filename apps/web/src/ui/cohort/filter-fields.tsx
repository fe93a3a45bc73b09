import { skillKey } from '@placement/domain';
import { Button } from '../button';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { type FilterFields, noFilters } from './filters';

const percentProps = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 'any' } as const;

/** Minimum percentages, overall and per skill, and the order of the table. */
export function FilterFieldset({
  skills,
  fields,
  onChange,
}: {
  skills: readonly string[];
  fields: FilterFields;
  onChange: (fields: FilterFields) => void;
}) {
  const setSkill = (skill: string, value: string) =>
    onChange({ ...fields, skills: { ...fields.skills, [skillKey(skill)]: value } });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Cut-offs and order</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Minimum overall (%)"
          {...percentProps}
          value={fields.minOverall}
          onChange={(e) => onChange({ ...fields, minOverall: e.target.value })}
        />
        {skills.map((skill) => (
          <TextField
            key={skill}
            label={`Minimum ${skill} (%)`}
            {...percentProps}
            value={fields.skills[skillKey(skill)] ?? ''}
            onChange={(e) => setSkill(skill, e.target.value)}
          />
        ))}
        <SelectField
          label="Sort by"
          value={fields.sort}
          onChange={(e) => onChange({ ...fields, sort: e.target.value })}
        >
          <option value="overall">Overall</option>
          {skills.map((skill) => (
            <option key={skill} value={skill}>
              {skill}
            </option>
          ))}
        </SelectField>
      </div>
      <Button variant="ghost" onClick={() => onChange(noFilters)}>
        Clear cut-offs
      </Button>
    </fieldset>
  );
}

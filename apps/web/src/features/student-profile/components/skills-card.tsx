import { type FullStudent, MAX_SKILLS } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { useUpdateSkills } from '../api/profile-mutations';
import { SaveRow } from './profile-form';

export function SkillsCard({ student }: { student: FullStudent }) {
  const [skills, setSkills] = useState<string[]>(student.skills);
  const [draft, setDraft] = useState('');
  const update = useUpdateSkills();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const skill = draft.replace(/\s+/g, ' ').trim();
    if (!skill) return;
    if (!skills.some((s) => s.toLowerCase() === skill.toLowerCase())) setSkills([...skills, skill]);
    setDraft('');
  };

  return (
    <Card title="Skills">
      <form onSubmit={add} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Add a skill"
          className="min-w-48 flex-1"
          value={draft}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
          hint="Press Enter to add. Save to keep your changes."
        />
        <Button type="submit" variant="secondary" disabled={skills.length >= MAX_SKILLS} className="mb-6">
          Add
        </Button>
      </form>
      {skills.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No skills added yet.</p>
      ) : (
        <ul aria-label="Your skills" className="mt-3 flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {skill}
              <button
                type="button"
                onClick={() => setSkills(skills.filter((s) => s !== skill))}
                className="rounded-full px-1.5 text-brand-800 hover:bg-brand-100"
                aria-label={`Remove ${skill}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <SaveRow
        saving={update}
        label="Save skills"
        saved="Skills saved"
        onSave={() => update.mutate(skills)}
        standalone
      />
    </Card>
  );
}

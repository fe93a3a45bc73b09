import { SEARCH_WITHIN } from '@placement/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import type { Search } from '../api/inbox';

export function SearchForm({ initial, onSearch }: { initial: Search; onSearch: (search: Search) => void }) {
  const [s, setS] = useState<Search>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(s);
  };
  return (
    <form onSubmit={submit} aria-label="Search mail" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label="Search"
        placeholder="Subject, text or sender"
        value={s.keyword ?? ''}
        onChange={(e) => setS({ ...s, keyword: e.target.value })}
      />
      <TextField label="From" value={s.from ?? ''} onChange={(e) => setS({ ...s, from: e.target.value })} />
      <TextField
        label="Date"
        type="date"
        value={s.date ?? ''}
        onChange={(e) => setS({ ...s, date: e.target.value })}
      />
      <SelectField
        label="Within"
        value={String(s.within ?? '')}
        onChange={(e) => setS({ ...s, within: e.target.value as unknown as Search['within'] })}
      >
        <option value="">Exact day</option>
        {SEARCH_WITHIN.map((w) => (
          <option key={w} value={w}>
            {w}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">Search</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setS({});
            onSearch({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

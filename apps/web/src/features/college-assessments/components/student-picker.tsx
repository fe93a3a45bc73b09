import { type Dispatch, type SetStateAction, useState } from 'react';
import { useStudents } from '../../../lib/college/students';
import { CheckField } from '../../../ui/check-field';
import { SearchField } from '../../../ui/search-field';

/** Find approved students by name or email and tick the ones wanted. */
export function StudentPicker({
  chosen,
  setChosen,
}: {
  chosen: string[];
  setChosen: Dispatch<SetStateAction<string[]>>;
}) {
  const [search, setSearch] = useState('');
  const students = useStudents({ status: 'approved', search: search.trim(), limit: 200 });
  return (
    <div className="space-y-2">
      <SearchField label="Find students" className="max-w-sm" value={search} onChange={setSearch} />
      <ul className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {(students.data?.students ?? []).map((s) => (
          <li key={s._id}>
            <CheckField
              label={`${s.FirstName} ${s.LastName} (${s.Email})`}
              checked={chosen.includes(s._id)}
              onChange={(e) =>
                setChosen((list) => (e.target.checked ? [...list, s._id] : list.filter((id) => id !== s._id)))
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

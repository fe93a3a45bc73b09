import { useLogout, useStudent } from '../../../lib/auth';
import { Button } from '../../../ui/button';

const cards = [
  { title: 'Assessments', text: 'Tests sent by your college or companies will appear here.' },
  { title: 'Profile', text: 'Complete your education, skills and CV so recruiters see the real you.' },
  { title: 'Results', text: 'Scores and feedback from finished assessments.' },
];

export function DashboardRoute() {
  const student = useStudent();
  const logout = useLogout();
  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome, {student.FirstName}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Here is what is happening with your placement journey.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => logout.mutate()}
          loading={logout.isPending}
          disabled={logout.isPending}
        >
          Logout
        </Button>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{card.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{card.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

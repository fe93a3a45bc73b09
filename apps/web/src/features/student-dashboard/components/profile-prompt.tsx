import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { profileQueryOptions } from '../../../lib/profile';
import { buttonVariants } from '../../../ui/button';

const steps = [
  { key: 'personal', label: 'Personal details', to: '/student/profile' },
  { key: 'education', label: 'Education', to: '/student/profile/education' },
  { key: 'skills', label: 'Skills', to: '/student/profile/skills' },
  { key: 'avatar', label: 'Profile picture', to: '/student/profile' },
] as const;

/** Shown until completedProfile: what is still missing, with links to fill it in. */
export function ProfilePrompt() {
  const profile = useQuery(profileQueryOptions());
  if (!profile.data || profile.data.completedProfile) return null;
  const checklist = profile.data.profileChecklist;
  const done = steps.filter((s) => checklist[s.key]).length;
  return (
    <section
      aria-labelledby="profile-prompt"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-brand-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="profile-prompt" className="font-semibold">
            Complete your profile
          </h2>
          <p className="mt-1 text-sm">
            {done} of {steps.length} done. Recruiters see complete profiles first.
          </p>
        </div>
        <Link to="/student/profile" className={buttonVariants.primary}>
          Complete profile
        </Link>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm">
        {steps.map((step) => (
          <li key={step.key}>
            <Link
              to={step.to}
              className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 ${
                checklist[step.key]
                  ? 'border-emerald-300 bg-white text-emerald-900'
                  : 'border-brand-200 bg-white text-brand-900 hover:bg-brand-100'
              }`}
            >
              <span aria-hidden="true">{checklist[step.key] ? '✓' : '○'}</span>
              {step.label}
              <span className="sr-only">{checklist[step.key] ? '(done)' : '(to do)'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

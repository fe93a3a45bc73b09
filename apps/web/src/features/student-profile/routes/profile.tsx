import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router';
import { type FullStudent, profileQueryOptions } from '../../../lib/profile';
import { PageHeader } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SubNav } from '../../../ui/sub-nav';
import { AvatarCard } from '../components/avatar-card';
import { BasicCard } from '../components/basic-card';
import { Completion } from '../components/completion';
import { CvCard } from '../components/cv-card';
import { EducationSection } from '../components/education-section';
import { LinksCard } from '../components/links-card';
import { PersonalCard } from '../components/personal-card';
import { SkillsCard } from '../components/skills-card';

const tabs = [
  { to: '/student/profile/final', label: 'Details', alsoOn: ['/student/profile'] },
  { to: '/student/profile/education', label: 'Education' },
  { to: '/student/profile/skills', label: 'Skills' },
  { to: '/student/profile/portfolio', label: 'Links and CV' },
];

function Details({ student }: { student: FullStudent }) {
  return (
    <div className="space-y-6">
      <AvatarCard student={student} />
      <BasicCard student={student} />
      <PersonalCard student={student} />
    </div>
  );
}

/** /student/profile: '' (same view as final), final, skills, portfolio, education (SPEC §2). */
export function ProfileRoute() {
  const profile = useQuery(profileQueryOptions());
  const student = profile.data;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Profile"
        description="What your college and the companies you apply to see about you, with the results your college releases. Your date of birth, gender, address and PIN code stay private."
      />
      <div className="mt-6">
        <SubNav label="Profile sections" items={tabs} />
      </div>
      <div className="mt-6 space-y-6">
        {!student ? (
          <QueryState isPending={profile.isPending} error={profile.error} />
        ) : (
          <>
            <Completion student={student} />
            <Routes>
              <Route index element={<Details student={student} />} />
              <Route path="final" element={<Details student={student} />} />
              <Route path="education" element={<EducationSection student={student} />} />
              <Route path="skills" element={<SkillsCard student={student} />} />
              <Route
                path="portfolio"
                element={
                  <div className="space-y-6">
                    <LinksCard student={student} />
                    <CvCard student={student} />
                  </div>
                }
              />
              <Route path="*" element={<Navigate to="/student/profile" replace />} />
            </Routes>
          </>
        )}
      </div>
    </div>
  );
}

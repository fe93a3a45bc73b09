import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useStudent } from '../../../lib/auth';
import { QueryState } from '../../../ui/query-state';
import { SubNav } from '../../../ui/sub-nav';
import { assessmentsQueryOptions } from '../api/get-assessments';
import { companiesQueryOptions } from '../api/get-companies';
import { newJobsQueryOptions } from '../api/get-new-jobs';
import { AssessmentList, CompanyList, JobList } from '../components/lists';
import { ProfilePrompt } from '../components/profile-prompt';

const OVERVIEW_COUNT = 4;

function Section({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {more && (
          <Link to={more} className="rounded text-sm font-semibold text-brand-700 hover:underline">
            View all<span className="sr-only"> {title.toLowerCase()}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A section only a student of a college has: anyone else reads `otherwise`. */
function CollegeSection({
  title,
  hasCollege,
  otherwise,
  children,
}: {
  title: string;
  hasCollege: boolean;
  otherwise: string;
  children: ReactNode;
}) {
  return (
    <Section title={title}>
      {hasCollege ? children : <p className="text-sm text-slate-600">{otherwise}</p>}
    </Section>
  );
}

function Assessments({ limit }: { limit?: number }) {
  const assessments = useQuery(assessmentsQueryOptions());
  if (!assessments.data) return <QueryState isPending={assessments.isPending} error={assessments.error} />;
  // Active and upcoming first: those are the ones to act on.
  const order = { active: 0, upcoming: 1, completed: 2 } as const;
  const sorted = [...assessments.data].sort((a, b) => order[a.status] - order[b.status]);
  const open = sorted.filter((t) => t.status !== 'completed');
  return <AssessmentList assessments={(limit ? open : sorted).slice(0, limit)} />;
}

function NewJobs({ hasCollege, limit }: { hasCollege: boolean; limit?: number }) {
  const jobs = useQuery(newJobsQueryOptions(hasCollege));
  if (!jobs.data) return <QueryState isPending={jobs.isPending} error={jobs.error} />;
  return <JobList jobs={jobs.data.slice(0, limit)} />;
}

function Companies({ hasCollege, limit }: { hasCollege: boolean; limit?: number }) {
  const companies = useQuery(companiesQueryOptions(hasCollege));
  if (!companies.data) return <QueryState isPending={companies.isPending} error={companies.error} />;
  return <CompanyList companies={companies.data.slice(0, limit)} />;
}

function Overview({ hasCollege }: { hasCollege: boolean }) {
  return (
    <>
      <div className="mt-6">
        <ProfilePrompt />
      </div>
      <Section title="Your assessments" more="/student/dashboard/assessment">
        <Assessments limit={OVERVIEW_COUNT} />
      </Section>
      {hasCollege && (
        <>
          <Section title="New jobs" more="/student/dashboard/jobs">
            <NewJobs hasCollege={hasCollege} limit={OVERVIEW_COUNT} />
          </Section>
          <Section title="Companies" more="/student/dashboard/companies">
            <Companies hasCollege={hasCollege} limit={OVERVIEW_COUNT} />
          </Section>
        </>
      )}
    </>
  );
}

/** /student/dashboard: index, jobs, assessment, companies (SPEC §2). */
export function DashboardRoute() {
  const student = useStudent();
  const hasCollege = Boolean(student.CollegeId);
  const tabs = [
    { to: '/student/dashboard', label: 'Overview', end: true },
    { to: '/student/dashboard/assessment', label: 'Assessments' },
    ...(hasCollege
      ? [
          { to: '/student/dashboard/jobs', label: 'New jobs' },
          { to: '/student/dashboard/companies', label: 'Companies' },
        ]
      : []),
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome, {student.FirstName}</h1>
      <p className="mt-1 text-sm text-slate-600">Here is what is happening with your placement journey.</p>
      <div className="mt-6">
        <SubNav label="Dashboard sections" items={tabs} />
      </div>
      <Routes>
        <Route index element={<Overview hasCollege={hasCollege} />} />
        <Route
          path="assessment"
          element={
            <Section title="All assessments">
              <Assessments />
            </Section>
          }
        />
        <Route
          path="jobs"
          element={
            <CollegeSection
              title="New jobs"
              hasCollege={hasCollege}
              otherwise="Jobs are for students of a college."
            >
              <NewJobs hasCollege />
            </CollegeSection>
          }
        />
        <Route
          path="companies"
          element={
            <CollegeSection
              title="Companies"
              hasCollege={hasCollege}
              otherwise="Companies are for students of a college."
            >
              <Companies hasCollege />
            </CollegeSection>
          }
        />
      </Routes>
    </div>
  );
}

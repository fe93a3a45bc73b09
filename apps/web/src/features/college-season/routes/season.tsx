import { Navigate, Route, Routes } from 'react-router';
import { Page } from '../../../ui/page-header';
import { SubNav } from '../../../ui/sub-nav';
import { BranchesPage } from './branches';
import { CyclePage, CyclesPage } from './cycles';
import { SeasonJobsPage } from './jobs';
import { RecordsPage } from './records';

const tabs = [
  { to: '/college/season/cycles', label: 'Cycles' },
  { to: '/college/season/branches', label: 'Programmes and branches' },
  { to: '/college/season/records', label: 'Records' },
  { to: '/college/season/jobs', label: 'Job terms' },
];

/** /college/season/*: the placement season's set-up: cycles and offer policy, branches, records, job terms. */
export function SeasonRoute() {
  return (
    <Page
      title="Placement season"
      description="Cycles and their offer policy, the programmes you offer, verified academic records and each job's rules."
    >
      <SubNav label="Season sections" items={tabs} />
      <Routes>
        <Route index element={<Navigate to="cycles" replace />} />
        <Route path="cycles" element={<CyclesPage />} />
        <Route path="cycles/:cycleId" element={<CyclePage />} />
        <Route path="branches" element={<BranchesPage />} />
        <Route path="records" element={<RecordsPage />} />
        <Route path="jobs" element={<SeasonJobsPage />} />
        <Route path="*" element={<Navigate to="cycles" replace />} />
      </Routes>
    </Page>
  );
}

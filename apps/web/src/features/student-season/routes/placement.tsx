import { useQuery } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Page } from '../../../ui/page-header';
import { QueryState } from '../../../ui/query-state';
import { SubNav } from '../../../ui/sub-nav';
import { cyclesQueryOptions, recordQueryOptions } from '../api/season';
import { CycleCard } from '../components/cycle-card';
import { RecordCard } from '../components/record-card';

const tabs = [
  { to: '/student/placement/record', label: 'My academic record', alsoOn: ['/student/placement'] },
  { to: '/student/placement/cycles', label: 'Cycles' },
];

function RecordPage() {
  const record = useQuery(recordQueryOptions());
  return (
    <Card title="My academic record">
      {!record.data ? (
        <QueryState isPending={record.isPending} error={record.error} />
      ) : (
        <RecordCard key={record.data.updatedAt ?? 'new'} record={record.data} />
      )}
    </Card>
  );
}

function CyclesPage() {
  const cycles = useQuery(cyclesQueryOptions());
  if (!cycles.data) return <QueryState isPending={cycles.isPending} error={cycles.error} />;
  if (cycles.data.length === 0) return <EmptyState title="No cycle covers your batch yet" />;
  return (
    <div className="space-y-6">
      {cycles.data.map((cycle) => (
        <CycleCard key={cycle._id} cycle={cycle} />
      ))}
    </div>
  );
}

/** /student/placement/*: the student's academic record and the cycles of their batch. */
export function PlacementRoute() {
  return (
    <Page
      className="mx-auto max-w-4xl"
      title="Placement"
      description="Your academic record as companies' rules read it, and the placement cycles you may enrol in."
    >
      <SubNav label="Placement sections" items={tabs} />
      <Routes>
        <Route index element={<RecordPage />} />
        <Route path="record" element={<RecordPage />} />
        <Route path="cycles" element={<CyclesPage />} />
        <Route path="*" element={<Navigate to="/student/placement" replace />} />
      </Routes>
    </Page>
  );
}

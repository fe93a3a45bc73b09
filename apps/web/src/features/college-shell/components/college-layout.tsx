import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { clearCollegeToken, collegeClient, onCollegeUnauthorized } from '../../../lib/college/client';
import { useStaffLogout, useStaffSession } from '../../../lib/college/session';
import { FileClientContext } from '../../../ui/html-preview';
import { PortalShell, type ShellNavItem } from '../../../ui/portal-shell';
import { FullPageSpinner } from '../../../ui/spinner';

const navItems = [
  { name: 'Dashboard', to: '/college/dashboard' },
  { name: 'Inbox', to: '/college/inbox' },
  { name: 'Question bank', to: '/college/question-bank' },
  { name: 'Assessments', to: '/college/assessments' },
  { name: 'Students', to: '/college/students' },
  { name: 'Invigilators', to: '/college/invigilators' },
  { name: 'Results', to: '/college/results' },
  { name: 'Placements', to: '/college/placements' },
  { name: 'Job notifications', to: '/college/job-notifications' },
  { name: 'Companies invited', to: '/college/company-invitations' },
  { name: 'Placement season', to: '/college/season' },
  { name: 'Attendance', to: '/college/attendance' },
  { name: 'LMS (LTI)', to: '/college/settings/lms' },
  { name: 'Security', to: '/college/security' },
] as const;

function activeItem(items: readonly ShellNavItem[], pathname: string) {
  // Attempt reviews and per-assessment results belong to Results.
  if (pathname.startsWith('/college/attempts') || /\/college\/assessments\/[^/]+\/results/.test(pathname)) {
    return items.find((item) => item.name === 'Results');
  }
  return items.find((item) => pathname.startsWith(item.to));
}

/** The college chrome (the shared staff portal shell): the staff name and logout, the college's navigation. */
export function CollegeLayout() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useStaffLogout();

  useEffect(
    () =>
      onCollegeUnauthorized(() => {
        clearCollegeToken();
        queryClient.removeQueries({ queryKey: ['college'] });
        navigate('/college/login', { replace: true });
      }),
    [navigate, queryClient],
  );

  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'logged-out') return <Navigate to="/college/login" replace />;
  return (
    // question images stored as files are read with the staff token in every preview and review
    <FileClientContext.Provider value={collegeClient}>
      <PortalShell
        label="College"
        home="/college/dashboard"
        homeLabel="Placement college dashboard"
        items={navItems}
        activeItem={activeItem}
        userName={`${session.user.FirstName} ${session.user.LastName}`}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
    </FileClientContext.Provider>
  );
}

import { Outlet } from 'react-router';
import { useStudent } from '../../../lib/auth';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

/** The logged-in chrome: top bar, left navigation and the page. */
export function StudentLayout() {
  const student = useStudent();
  return (
    <div className="min-h-dvh bg-slate-50">
      <TopBar student={student} />
      <div className="md:flex">
        <aside className="border-b border-slate-200 bg-white md:sticky md:top-16 md:h-[calc(100dvh-4rem)] md:w-60 md:shrink-0 md:border-r md:border-b-0">
          <SideNav hasCollege={student.CollegeId !== null && student.CollegeId !== undefined} />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-8 sm:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

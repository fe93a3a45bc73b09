import { Navigate, useLocation, useParams } from 'react-router';

/**
 * SPEC §2 names /student/nonAdaptiveTest/{id}/start beside /student/test/{id}/start?isAdaptive=…: it is the
 * question screen of a non-adaptive test, which lives at the latter (a test not under way sends the student
 * on to where it starts).
 */
export function NonAdaptiveStartRoute() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set('isAdaptive', 'false');
  return <Navigate to={`/student/test/${encodeURIComponent(id)}/start?${query}`} replace />;
}

import type { AttendanceReply } from '@placement/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiRequest } from '../../../lib/api-client';

export type Attendance = Static<typeof AttendanceReply>;

/** Each call issues a fresh signed QR token: fetched once per visit, then again when it expires. */
export function attendanceQueryOptions() {
  return queryOptions({
    queryKey: ['attendance'],
    queryFn: () => apiRequest<Attendance>('/api/student/profile/attendance'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

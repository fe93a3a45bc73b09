import type { CollegeStudentsQuery, CollegeStudentsReply } from '@placement/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collegeRequest } from './client';

/** The college's student list: its own screen, the invite panel and the student pickers (one cache key). */

export const studentsKey = ['college', 'students'] as const;

export function useStudents(filter: CollegeStudentsQuery) {
  return useQuery({
    queryKey: [...studentsKey, filter],
    queryFn: () => collegeRequest<CollegeStudentsReply>('/api/college/students', { query: filter }),
    placeholderData: keepPreviousData,
  });
}

import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error';
import { actor } from '../../plugins/auth';

/** The college a staff member acts for; every college query is scoped by it. */
export function staffOf(request: FastifyRequest): { userId: string; collegeId: string } {
  const { user } = actor(request);
  if (user.role !== 'college' || !user.collegeId) throw forbidden('You are not staff of a college');
  return { userId: user.id, collegeId: user.collegeId };
}

export const collegeStaff = { roles: ['college' as const] };

import { colleges, users } from '@placement/db';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../lib/passwords';

/** A second college with one staff login, for checking that colleges cannot see each other's data. */
export async function otherCollege(
  app: FastifyInstance,
  email = 'staff@other.test',
  password = 'Other@1234',
) {
  const [college] = await app.deps.db.insert(colleges).values({ name: 'Other College' }).returning();
  await app.deps.db.insert(users).values({
    role: 'college',
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Olga',
    collegeId: college!.id,
  });
  return { collegeId: college!.id, email, password };
}
